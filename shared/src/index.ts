export * from './core';
export * from './query';
export { addTranslations, i18n, setConsoleLocale } from './i18n/i18n';
export { AppProviders } from './routes/app-providers';
export { renderStandalone } from './routes/render-standalone';
