export default function MobileNoticePage() {
  return (
    <main>
      <h1>お知らせ</h1>
    </main>
  );
}
