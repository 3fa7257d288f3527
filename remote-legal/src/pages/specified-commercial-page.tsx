export default function SpecifiedCommercialPage() {
  return (
    <main lang="ja">
      <h1>特定商取引法に基づく表記</h1>
    </main>
  );
}
