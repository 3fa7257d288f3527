export default function MobileDatalinkPage() {
  return (
    <main>
      <h1>データ連携について</h1>
    </main>
  );
}
