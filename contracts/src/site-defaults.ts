import type { SiteConfig } from './site-config.js';

/** The embedded demo's site: what the server starts with when nothing is configured, and a page without config. */
export const SITE_DEFAULTS: SiteConfig = {
  gameName: '星詠みのアストレア',
  gameNameEn: 'Astrea: Chronicle of the Starlit Sky',
  catchCopy: '星の記憶を継ぐ者よ、夜明けの空へ。',
  tagManagerId: '',
  trackingScriptUrl: '',
  gameUrl: '',
  gameOpen: true,
  icon: '/favicon.png',
  thirdPartyScriptAreas: ['player', 'legal'],
  origin: '',
  // Japan has kept UTC+9 all year since 1951.
  timeZone: 'Asia/Tokyo',
  utcOffsetMinutes: 9 * 60,
  rumSamplePercent: 100,
};
