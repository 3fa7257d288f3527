export default function DatalinkPage() {
  return (
    <main>
      <h1>データ連携について</h1>
    </main>
  );
}
