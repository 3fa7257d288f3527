import { type RouteRecord, storedConsoleLocale } from '@site/shared/core';
import { TEXT_PARTS, type TextPart, textSources } from './text-sources';

/** A page that loads with its texts in the current language, so it never renders before they are there. */
export function withTexts(page: RouteRecord['page'], parts?: readonly TextPart[]): RouteRecord['page'] {
  const texts = () => {
    // The texts' chunks start beside the page's code rather than after the i18n instance has loaded (the language
    // is the one the instance starts in); loadConsoleTexts then adds them from the same requests.
    const locale = storedConsoleLocale();
    for (const part of parts ?? TEXT_PARTS) void textSources[locale][part]().catch(() => undefined);
    // Named, so the server hints it with the layout's chunks (menu-records.ts).
    return import(/* webpackChunkName: "route-texts" */ './texts').then((mod) => mod.loadConsoleTexts(parts));
  };
  return () => Promise.all([page(), texts()]).then(([mod]) => mod);
}

/** Records whose pages, their children's included, load with all of the console's texts. */
export function withAllTexts(records: RouteRecord[]): RouteRecord[] {
  return records.map(({ page, children, ...record }) => ({
    ...record,
    page: withTexts(page),
    ...(children ? { children: withAllTexts(children) } : {}),
  }));
}
