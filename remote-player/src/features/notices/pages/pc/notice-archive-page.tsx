import { NoticeArchive } from '../../components/notice-archive';
import { PlayerPage } from '../../../../components/player-page/player-page';

export default function NoticeArchivePage() {
  return (
    <PlayerPage layout="pc" column>
      <NoticeArchive />
    </PlayerPage>
  );
}
