import { NoticeView } from '../../components/notice-view';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function NoticePage() {
  return (
    <PlayerPage layout="pc" column>
      <NoticeView />
    </PlayerPage>
  );
}
