import { createContext, useContext } from 'react';
import { type Area, type Layout, sitePath } from './site-paths';

export interface SiteContextValue {
  area: Area;
  layout: Layout;
}

export const SiteContext = createContext<SiteContextValue>({ area: 'home', layout: 'pc' });

export function useSite() {
  const value = useContext(SiteContext);
  return { ...value, path: (page = '') => sitePath(value.area, value.layout, page) };
}
