export default function NoticePage() {
  return (
    <main>
      <h1>お知らせ</h1>
    </main>
  );
}
