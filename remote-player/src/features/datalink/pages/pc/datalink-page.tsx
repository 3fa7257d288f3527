import { DatalinkContent } from '../../components/datalink-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function DatalinkPage() {
  return (
    <PlayerPage layout="pc" column>
      <DatalinkContent />
    </PlayerPage>
  );
}
