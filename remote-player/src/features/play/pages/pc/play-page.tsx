import { PlayContent } from '../../components/play-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function PlayPage() {
  return (
    <PlayerPage layout="pc" column>
      <PlayContent />
    </PlayerPage>
  );
}
