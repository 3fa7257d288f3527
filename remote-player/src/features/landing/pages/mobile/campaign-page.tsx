import { CampaignContent } from '../../components/landing-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobileCampaignPage() {
  return (
    <PlayerPage layout="mobile" bottomBar>
      <CampaignContent />
    </PlayerPage>
  );
}
