import type { PlayerPageDef } from '../../lib/player-page-def';
import { loadLatestNotices } from '../notices/routes';
import { FORM_RESULT_PARAMS } from '../preregistration/routes';

// The top page and the campaign page: the game's sections, its latest notices and the pre-registration form.

export const landingPages: PlayerPageDef[] = [
  {
    id: 'index',
    path: '',
    description: '新作ブラウザRPG「星詠みのアストレア」公式サイト。事前登録受付中。',
    pc: () => import('./pages/pc/index-page'),
    mobile: () => import('./pages/mobile/index-page'),
    loadData: loadLatestNotices,
    searchParams: FORM_RESULT_PARAMS,
  },
  {
    id: 'isXYQ',
    path: 'isXYQ',
    title: '事前登録キャンペーン',
    description: '事前登録キャンペーン実施中。登録者数に応じて豪華報酬をプレゼント。',
    pc: () => import('./pages/pc/campaign-page'),
    mobile: () => import('./pages/mobile/campaign-page'),
    loadData: loadLatestNotices,
    searchParams: FORM_RESULT_PARAMS,
  },
];
