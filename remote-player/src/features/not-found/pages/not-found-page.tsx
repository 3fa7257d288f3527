import { NotFoundContent } from '../components/not-found-content';
import { PlayerPage } from '../../../components/player-page/player-page';
import { useDeviceLayout } from '../../../lib/use-device-layout';

/** /404: one page for every device (a public page), in the layout the device rule would give this browser. */
export default function NotFoundPage() {
  return (
    <PlayerPage layout={useDeviceLayout()} column>
      <NotFoundContent />
    </PlayerPage>
  );
}
