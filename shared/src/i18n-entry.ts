// The i18n instance with the light part (core), for pages that need texts but no query cache (the console's login
// page). It reaches core by package name, as the full entry does, so the page keeps one store and one token.
export * from '@site/shared/core';
export { addTranslations, i18n, setConsoleLocale } from './i18n/i18n';
