export default function PrivacyPage() {
  return (
    <main lang="ja">
      <h1>プライバシーポリシー</h1>
    </main>
  );
}
