export default function PlayPage() {
  return (
    <main>
      <h1>ゲームをはじめる</h1>
    </main>
  );
}
