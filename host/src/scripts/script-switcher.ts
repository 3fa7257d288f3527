import {
  TAG_MANAGER_NOSCRIPT_ID,
  TAG_MANAGER_ORIGIN,
  allowsThirdPartyScripts,
  isDmgPath,
  isTagManagerId,
  tagManagerFrame,
} from '@site/contracts/third-party-scripts';

export const TAG_MANAGER_SCRIPT_ID = 'tag-manager-script';
export const TRACKING_SCRIPT_ID = 'games-provider-tracking-script';

export interface ScriptSwitcherConfig {
  tagManagerId: string;
  trackingScriptUrl: string;
  thirdPartyScriptAreas: string[];
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function remove(doc: Document, id: string): void {
  doc.getElementById(id)?.remove();
}

function ensureTrackingScript(doc: Document, url: string): void {
  if (!url || doc.getElementById(TRACKING_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = TRACKING_SCRIPT_ID;
  script.async = true;
  script.src = url;
  // The provider's tracker is optional for the page: a failed load is ignored.
  script.onerror = () => undefined;
  doc.head.appendChild(script);
}

function ensureTagManager(doc: Document, id: string): void {
  if (!isTagManagerId(id)) return;
  if (!doc.getElementById(TAG_MANAGER_SCRIPT_ID)) {
    const win = doc.defaultView as DataLayerWindow | null;
    if (win) {
      win.dataLayer = win.dataLayer ?? [];
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    const script = doc.createElement('script');
    script.id = TAG_MANAGER_SCRIPT_ID;
    script.async = true;
    script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}`;
    doc.head.appendChild(script);
  }
  if (!doc.getElementById(TAG_MANAGER_NOSCRIPT_ID)) {
    const noscript = doc.createElement('noscript');
    noscript.id = TAG_MANAGER_NOSCRIPT_ID;
    // As markup, not a live element: the frame only exists for visitors without JavaScript (the server writes it
    // into the pages it sends; this is for a move from /dmg to another page).
    noscript.innerHTML = tagManagerFrame(id);
    doc.body.prepend(noscript);
  }
}

/**
 * SPEC section 2 "Route guard": /dmg pages load the games provider's tracking script and drop the tag manager;
 * every other page loads the tag manager (script and no-script frame) and drops the tracking script. Pages of an
 * area that may not load third-party scripts (docs/decisions.md, "Script switcher") load neither.
 */
export function switchScripts(
  pathname: string,
  area: string | undefined,
  config: ScriptSwitcherConfig,
  doc: Document = document,
): void {
  if (!allowsThirdPartyScripts(area, config)) {
    remove(doc, TAG_MANAGER_SCRIPT_ID);
    remove(doc, TAG_MANAGER_NOSCRIPT_ID);
    remove(doc, TRACKING_SCRIPT_ID);
  } else if (isDmgPath(pathname)) {
    remove(doc, TAG_MANAGER_SCRIPT_ID);
    remove(doc, TAG_MANAGER_NOSCRIPT_ID);
    ensureTrackingScript(doc, config.trackingScriptUrl);
  } else {
    remove(doc, TRACKING_SCRIPT_ID);
    ensureTagManager(doc, config.tagManagerId);
  }
}
