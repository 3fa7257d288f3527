export default function GuidelinesPage() {
  return (
    <main lang="ja">
      <h1>二次創作ガイドライン</h1>
    </main>
  );
}
