export default function CampaignPage() {
  return (
    <main>
      <h1>事前登録キャンペーン</h1>
    </main>
  );
}
