export default function MobilePlayPage() {
  return (
    <main>
      <h1>ゲームをはじめる</h1>
    </main>
  );
}
