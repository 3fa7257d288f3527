export default function RegisterCompletePage() {
  return (
    <main>
      <h1>事前登録完了</h1>
    </main>
  );
}
