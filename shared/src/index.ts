// The full entry builds on the light ones by package name, not by relative path: in the page, every app then gets the
// one shared instance of each (one store, one token, one query cache, one i18n instance), whichever app happened to
// provide which entry.
export * from '@site/shared/i18n';
export * from '@site/shared/query';
export { AppProviders } from './routes/app-providers';
export { renderStandalone } from './routes/render-standalone';
