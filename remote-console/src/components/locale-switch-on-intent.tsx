import { LocaleButton } from './locale-button';
import type { LocaleSwitchProps } from './locale-switch';
import { onIntent } from './on-intent';

/** The language menu, its code loaded when the visitor reaches for its button. */
export const LocaleSwitchOnIntent = onIntent<Pick<LocaleSwitchProps, 'variant'>>(
  () => import(/* webpackChunkName: "locale-switch" */ './locale-switch').then((mod) => mod.LocaleSwitch),
  function LocaleSwitchStandIn({ standIn, variant }) {
    return <LocaleButton variant={variant} aria-haspopup="menu" {...standIn} />;
  },
);
