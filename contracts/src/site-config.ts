import { type Static, Type } from 'typebox';

/** Site facts the server writes into every page (`#site-config`); components never hard-code them. */
export const SiteConfig = Type.Object({
  gameName: Type.String(),
  gameNameEn: Type.String(),
  catchCopy: Type.String(),
  tagManagerId: Type.String(),
  trackingScriptUrl: Type.String(),
  gameUrl: Type.String(),
  gameOpen: Type.Boolean(),
  icon: Type.String(),
  /**
   * The areas (remote names; "player" also for pages no remote serves) whose pages load the third-party scripts of
   * the script switcher. Staff pages are left out by default: a tag container runs with the page's full rights.
   */
  thirdPartyScriptAreas: Type.Array(Type.String()),
  /** The site's address (https://…) for absolute links, the same in the server's render and the browser; empty when
   * not configured (pages then use the address they were loaded from). */
  origin: Type.String(),
  /** The share of page views (per cent) whose real-user report the page sends. */
  rumSamplePercent: Type.Number({ minimum: 0, maximum: 100 }),
});
export type SiteConfig = Static<typeof SiteConfig>;
