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
  /**
   * The site's time zone (an IANA name such as Asia/Tokyo): every date and time a page shows is in it, whatever the
   * visitor's own zone, so the player's site, the console and the server's render all show the same day.
   */
  timeZone: Type.String(),
  /**
   * The zone's offset from UTC in minutes when it is the same at every instant the site can hold (2000 to 2100, no
   * daylight saving), else null. A page then places an instant in the zone by adding it, without building a
   * time-zone formatter, the first of which costs a slow phone a hundred milliseconds and more.
   */
  utcOffsetMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** The share of page views (per cent) whose real-user report the page sends. */
  rumSamplePercent: Type.Number({ minimum: 0, maximum: 100 }),
});
export type SiteConfig = Static<typeof SiteConfig>;
