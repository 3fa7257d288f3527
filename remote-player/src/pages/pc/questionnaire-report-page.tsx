export default function QuestionnaireReportPage() {
  return (
    <main>
      <h1>アンケート結果</h1>
    </main>
  );
}
