import { RegisterCompleteContent } from '../../components/register/register-complete-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function RegisterCompletePage() {
  return (
    <PlayerPage layout="pc" column>
      <RegisterCompleteContent />
    </PlayerPage>
  );
}
