/**
 * A first view is rendered without the browser's storage, which a page request does not carry: a page whose look is
 * kept there (the console's language, theme and colour, a remembered username) is rendered in the look a new visitor
 * has. The page says which stored values that look assumes; a browser that holds another one must not show that
 * markup, even for a moment, nor hydrate it (it would not match).
 */

/** A stored value the look assumes: the item `key` (its field `field`, when the item holds JSON) is absent or one of `allowed`. */
export interface StoredLookRule {
  key: string;
  field?: string;
  /** Compared as text, without regard to letter case ("#165dff" is "#165DFF"). Empty: the item must be absent. */
  allowed: readonly (string | number | boolean)[];
}

export interface FirstViewLook {
  /**
   * The path of the pages that share this look (and of the cookie that asks the server for them without a first
   * view).
   */
  path: string;
  rules: readonly StoredLookRule[];
}

/** The cookie that asks the server for a page without its first view (the server honours it on any page). */
export const FIRST_VIEW_COOKIE = 'first-view';

/** The attribute of the document's root element that carries the look of the page's first view, as JSON. */
export const FIRST_VIEW_LOOK_ATTRIBUTE = 'data-first-view-look';

/** Set on the root element when the first view is not in this browser's look: it stays hidden and is not hydrated. */
export const FIRST_VIEW_OFF_ATTRIBUTE = 'data-first-view';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A part of the page's one inline script (contracts/src/early-press-keeper.ts), run before the page paints: when the
 * browser's storage holds another look than the first view's, the first view is marked off (the host's page hides
 * it, and the application renders the page anew instead of hydrating it), and the cookie is set so that the next
 * page comes without one. Storage that cannot be read or parsed counts as another look: the page then only renders
 * in the browser, as it would without a first view. Written without "<", which tools reading the page's markup
 * take for the start of a tag.
 */
export const FIRST_VIEW_LOOK_CHECK =
  '(function(d){var h=d.documentElement,t=h.getAttribute(' +
  JSON.stringify(FIRST_VIEW_LOOK_ATTRIBUTE) +
  ');if(!t)return;var look;' +
  'function up(v){return String(v).toUpperCase()}' +
  'function off(){h.setAttribute(' +
  JSON.stringify(FIRST_VIEW_OFF_ATTRIBUTE) +
  ',"off");d.cookie=' +
  JSON.stringify(`${FIRST_VIEW_COOKIE}=off; Path=`) +
  '+look.path+' +
  JSON.stringify(`; Max-Age=${YEAR_SECONDS}; SameSite=Lax`) +
  '}' +
  'try{look=JSON.parse(t);if(look.rules.some(function(r){var v=localStorage.getItem(r.key);' +
  'if(v===null)return false;if(r.field){var o=JSON.parse(v);v=o!==null&&typeof o==="object"?o[r.field]:void 0;' +
  'if(v===void 0)return false}return r.allowed.map(up).indexOf(up(v))===-1}))off()}' +
  'catch(e){if(look&&look.path)off()}})(document)';
