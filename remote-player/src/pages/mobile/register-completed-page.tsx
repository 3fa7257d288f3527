export default function MobileRegisterCompletedPage() {
  return (
    <main>
      <h1>事前登録済み</h1>
    </main>
  );
}
