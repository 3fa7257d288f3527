export default function UserChtPage() {
  return (
    <main lang="zh-Hant">
      <h1>使用條款</h1>
    </main>
  );
}
