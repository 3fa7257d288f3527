import { PlayerPage } from '../../../../components/player-page/player-page';
import { ReportContent } from '../../components/report-content';

export default function QuestionnaireReportPage() {
  return (
    <PlayerPage layout="pc" column documentPage>
      <ReportContent />
    </PlayerPage>
  );
}
