import { RegisterCompletedContent } from '../../components/register/register-complete-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobileRegisterCompletedPage() {
  return (
    <PlayerPage layout="mobile" column>
      <RegisterCompletedContent />
    </PlayerPage>
  );
}
