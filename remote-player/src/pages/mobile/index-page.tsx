export default function MobileIndexPage() {
  return (
    <main>
      <h1>星詠みのアストレア</h1>
    </main>
  );
}
