import { NoticeArchive } from '../../components/notice-archive';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function MobileNoticeArchivePage() {
  return (
    <PlayerPage layout="mobile" column>
      <NoticeArchive />
    </PlayerPage>
  );
}
