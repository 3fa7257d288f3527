import { NoticeView } from '../../components/notice-view';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobileNoticePage() {
  return (
    <PlayerPage layout="mobile" column>
      <NoticeView />
    </PlayerPage>
  );
}
