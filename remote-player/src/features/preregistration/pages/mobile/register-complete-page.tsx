import { RegisterCompleteContent } from '../../components/register/register-complete-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobileRegisterCompletePage() {
  return (
    <PlayerPage layout="mobile" column>
      <RegisterCompleteContent />
    </PlayerPage>
  );
}
