export default function MobileRegisterCompletePage() {
  return (
    <main>
      <h1>事前登録完了</h1>
    </main>
  );
}
