export default function WorkplacePage() {
  return (
    <main>
      <h1>Workplace</h1>
    </main>
  );
}
