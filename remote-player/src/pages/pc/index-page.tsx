export default function IndexPage() {
  return (
    <main>
      <h1>星詠みのアストレア</h1>
    </main>
  );
}
