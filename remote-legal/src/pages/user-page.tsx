export default function UserPage() {
  return (
    <main lang="ja">
      <h1>利用規約</h1>
    </main>
  );
}
