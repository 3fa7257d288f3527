import type { ConsoleLocale } from '@site/shared/core';

/** The login page's texts, those of every other page, and the help documents' (only their pages load them). */
export type TextPart = 'login' | 'pages' | 'docs';
/** What a page loads unless it asks for more. */
export const TEXT_PARTS: readonly TextPart[] = ['login', 'pages'];
export const ALL_TEXT_PARTS: readonly TextPart[] = [...TEXT_PARTS, 'docs'];

export type Texts = Record<string, string>;

// One chunk per language and part: the login page fetches only its own texts, in the language it shows; the other
// language is fetched when the user switches to it. Without i18next, so the route loaders can start fetching a
// page's texts beside its code (routes.ts), before the i18n instance is in the page.
export const textSources: Record<ConsoleLocale, Record<TextPart, () => Promise<{ default: Texts }>>> = {
  'en-US': {
    login: () => import('./login.en-US'),
    pages: () => import('./en-US'),
    docs: () => import('./docs.en-US'),
  },
  'zh-CN': {
    login: () => import('./login.zh-CN'),
    pages: () => import('./zh-CN'),
    docs: () => import('./docs.zh-CN'),
  },
};
