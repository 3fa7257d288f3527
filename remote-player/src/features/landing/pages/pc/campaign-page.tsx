import { CampaignContent } from '../../components/landing-content';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function CampaignPage() {
  return (
    <PlayerPage layout="pc">
      <CampaignContent />
    </PlayerPage>
  );
}
