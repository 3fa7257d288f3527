export default function RegisterCompletedPage() {
  return (
    <main>
      <h1>事前登録済み</h1>
    </main>
  );
}
