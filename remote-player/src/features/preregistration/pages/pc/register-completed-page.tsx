import { RegisterCompletedContent } from '../../components/register/register-complete-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function RegisterCompletedPage() {
  return (
    <PlayerPage layout="pc" column>
      <RegisterCompletedContent />
    </PlayerPage>
  );
}
