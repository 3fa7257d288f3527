import type { PlayerPageDef } from '../../lib/player-page-def';

export const playPages: PlayerPageDef[] = [
  {
    id: 'play',
    path: 'play',
    title: 'ゲームをはじめる',
    description: 'PC・スマートフォンでの遊び方と動作環境のご案内。',
    pc: () => import('./pages/pc/play-page'),
    mobile: () => import('./pages/mobile/play-page'),
  },
];
