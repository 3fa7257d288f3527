/** Site facts the server injects into index.html (see server/src/config.ts); components never hard-code them. */
export interface SiteConfig {
  gameName: string;
  gameNameEn: string;
  catchCopy: string;
  tagManagerId: string;
  trackingScriptUrl: string;
  gameUrl: string;
  gameOpen: boolean;
  icon: string;
  /**
   * The areas (remote names; "player" also for pages no remote serves) whose pages load the third-party scripts of
   * the script switcher. Staff pages are left out by default: a tag container runs with the page's full rights.
   */
  thirdPartyScriptAreas: string[];
  /** The site's address (https://…), for absolute links in pages: the same in the server's render and the browser. */
  origin: string;
}

const defaults: SiteConfig = {
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
};

let cached: SiteConfig | undefined;

/** The site's address: configured, or where this page was loaded from (a remote running on its own). */
export function siteOrigin(): string {
  return getSiteConfig().origin || globalThis.location?.origin || '';
}

export function getSiteConfig(doc?: Document): SiteConfig {
  if (cached) return cached;
  // Read only now: a page rendered on the server has its config set and no document.
  const text = (doc ?? document).getElementById('site-config')?.textContent;
  let injected: Partial<SiteConfig> = {};
  if (text) {
    try {
      injected = JSON.parse(text) as Partial<SiteConfig>;
    } catch {
      // A broken tag falls back to the defaults rather than a blank page.
    }
  }
  cached = { ...defaults, ...injected };
  return cached;
}

/** For tests and standalone development. */
export function setSiteConfig(config: Partial<SiteConfig>): void {
  cached = { ...defaults, ...config };
}
