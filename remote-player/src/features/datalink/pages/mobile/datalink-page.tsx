import { DatalinkContent } from '../../components/datalink-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobileDatalinkPage() {
  return (
    <PlayerPage layout="mobile" column>
      <DatalinkContent />
    </PlayerPage>
  );
}
