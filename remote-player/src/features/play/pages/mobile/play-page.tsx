import { PlayContent } from '../../components/play-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobilePlayPage() {
  return (
    <PlayerPage layout="mobile" column>
      <PlayContent />
    </PlayerPage>
  );
}
