export default function PrivacyChtPage() {
  return (
    <main lang="zh-Hant">
      <h1>隱私權政策</h1>
    </main>
  );
}
