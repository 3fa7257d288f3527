import type { SiteConfig } from '@site/contracts/site-config';
import { SITE_DEFAULTS } from '@site/contracts/site-defaults';
import { currentRender } from '../api/render-fetch';

export type { SiteConfig };

let cached: SiteConfig | undefined;

/** The site's address: configured, or where this page was loaded from (a remote running on its own). */
export function siteOrigin(): string {
  return getSiteConfig().origin || globalThis.location?.origin || '';
}

export function getSiteConfig(doc?: Document): SiteConfig {
  // A server render's own, whatever other renders run beside it.
  const rendering = currentRender()?.site;
  if (rendering) return rendering;
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
  cached = { ...SITE_DEFAULTS, ...injected };
  return cached;
}

/** For tests and standalone development. */
export function setSiteConfig(config: Partial<SiteConfig>): void {
  cached = { ...SITE_DEFAULTS, ...config };
}
