export default function SettlementPage() {
  return (
    <main lang="ja">
      <h1>資金決済法に基づく表示</h1>
    </main>
  );
}
