import { LandingContent } from '../../components/landing-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobileIndexPage() {
  return (
    <PlayerPage layout="mobile" bottomBar>
      <LandingContent />
    </PlayerPage>
  );
}
