export default function MobileCampaignPage() {
  return (
    <main>
      <h1>事前登録キャンペーン</h1>
    </main>
  );
}
