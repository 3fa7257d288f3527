export * from './core';
export { queryClient } from './api/query-client';
export { addTranslations, i18n, setConsoleLocale } from './i18n/i18n';
export { AppProviders } from './routes/app-providers';
export { renderStandalone } from './routes/render-standalone';
