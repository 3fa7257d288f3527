import { LandingContent } from '../../components/landing-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function IndexPage() {
  return (
    <PlayerPage layout="pc">
      <LandingContent />
    </PlayerPage>
  );
}
