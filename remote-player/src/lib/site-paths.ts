/** The two areas of the player site and its two layouts (DESIGN section 3). */
export type Area = 'home' | 'dmg';
export type Layout = 'pc' | 'mobile';

export type LegalDoc = 'user' | 'privacy' | 'SpecifiedCommercial' | 'guidelines' | 'settlement';

export function areaOfPath(pathname: string): Area {
  return pathname === '/dmg' || pathname.startsWith('/dmg/') ? 'dmg' : 'home';
}

/** The address of a player page in the same area and layout: "" is the landing page. */
export function sitePath(area: Area, layout: Layout, page = ''): string {
  const base = layout === 'mobile' ? `/${area}/m` : `/${area}`;
  return page ? `${base}/${page.replace(/^\//, '')}` : base;
}

/** Legal documents are top-level public pages, and /dmg/<doc> or /dmg/m/<doc> under /dmg. */
export function legalPath(area: Area, layout: Layout, doc: LegalDoc): string {
  return area === 'dmg' ? sitePath('dmg', layout, doc) : `/${doc}`;
}
