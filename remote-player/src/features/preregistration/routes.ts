import type { PlayerPageDef } from '../../lib/player-page-def';

/** The pre-registration form's result after a post without JavaScript (components/preregistration-form.tsx). */
export const FORM_RESULT_PARAMS = ['preregistration'];

export const preregistrationPages: PlayerPageDef[] = [
  {
    id: 'register-complete',
    path: 'register-complete',
    title: '事前登録完了',
    description: '事前登録が完了しました。',
    pc: () => import('./pages/pc/register-complete-page'),
    mobile: () => import('./pages/mobile/register-complete-page'),
    dmgOnly: true,
  },
  {
    id: 'register-completed',
    path: 'register-completed',
    title: '事前登録済み',
    description: 'このメールアドレスは事前登録済みです。',
    pc: () => import('./pages/pc/register-completed-page'),
    mobile: () => import('./pages/mobile/register-completed-page'),
    dmgOnly: true,
  },
];
