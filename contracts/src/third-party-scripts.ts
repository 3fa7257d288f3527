// SPEC section 2, "Route guard": which pages load the tag manager and which the games provider's tracking script. The
// host's script switcher applies these rules in the browser; the server, in the pages it sends and their policy.

/** The area a page without a remote (the not-found page, the redirects) belongs to: the public site's. */
export const DEFAULT_AREA = 'player';

/** Whether pages of this area may load third-party scripts (configuration; staff pages may not by default). */
export function allowsThirdPartyScripts(
  area: string | undefined,
  config: { thirdPartyScriptAreas: readonly string[] },
): boolean {
  return config.thirdPartyScriptAreas.includes(area ?? DEFAULT_AREA);
}

/** The tag manager the public site's pages load, and its frame for visitors without scripts. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
export const TAG_MANAGER_NOSCRIPT_ID = 'tag-manager-noscript';

/** A container id as the tag manager writes them; anything else is never put into a page. */
export function isTagManagerId(id: string): boolean {
  return /^GTM-[A-Z0-9]+$/.test(id);
}

/**
 * The no-script frame's markup. Inside a noscript element it only exists for visitors without JavaScript: with
 * scripting on, a noscript's content stays inert text. The server writes it into the page, the script switcher
 * adds or removes it as the visitor moves between areas.
 */
export function tagManagerFrame(id: string): string {
  return `<iframe src="${TAG_MANAGER_ORIGIN}/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`;
}

/** Pages under /dmg are served to the games provider's players: the tracking script, never the tag manager. */
export function isDmgPath(pathname: string): boolean {
  return pathname === '/dmg' || pathname.startsWith('/dmg/');
}
