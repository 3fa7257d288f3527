import { onIntent } from '../../../components/on-intent';
import { type SectionMenuLook, SectionMenuButton } from './section-menu-button';

/** A menu section's pages as a menu (collapsed side menu, top menu), its code loaded when reached for. */
export const SectionMenuOnIntent = onIntent<SectionMenuLook>(
  () => import(/* webpackChunkName: "section-menu" */ './section-menu').then((mod) => mod.SectionMenu),
  function SectionMenuStandIn({ standIn, ...look }) {
    return <SectionMenuButton aria-haspopup="menu" {...look} {...standIn} />;
  },
);
