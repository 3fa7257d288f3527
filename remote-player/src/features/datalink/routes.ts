import type { PlayerPageDef } from '../../lib/player-page-def';

export const datalinkPages: PlayerPageDef[] = [
  {
    id: 'datalink',
    path: 'datalink',
    title: 'データ連携について',
    description: 'DMM GAMES と他プラットフォーム間のゲームデータ連携方法。',
    pc: () => import('./pages/pc/datalink-page'),
    mobile: () => import('./pages/mobile/datalink-page'),
    dmgOnly: true,
  },
];
