import type { Area } from '../../lib/site-paths';

export interface NavItem {
  key: 'news' | 'world' | 'characters' | 'features' | 'play' | 'datalink';
  /** A section of the landing page (hash) or a page of its own. */
  hash?: string;
  page?: string;
}

export function navItems(area: Area): NavItem[] {
  const items: NavItem[] = [
    { key: 'news', hash: 'news' },
    { key: 'world', hash: 'world' },
    { key: 'characters', hash: 'characters' },
    { key: 'features', hash: 'features' },
    { key: 'play', page: 'play' },
  ];
  if (area === 'dmg') items.push({ key: 'datalink', page: 'datalink' });
  return items;
}
