// The light part of the shared package: everything here loads on every page, so nothing here may pull in
// i18next, TanStack Query or a UI library. The full entry (index.ts) adds those.
export * from './api/client';
export * from './api/response-rule';
export * from './auth/signed-in';
export * from './app/app-tree';
export * from './config/site-config';
export * from './dates/site-time';
export * from './i18n/locale';
export * from './lib/retryable-once';
export * from './lib/yield-to-main';
export * from './routes/document-title';
export { federationName } from '@site/contracts/federation-name';
export * from './routes/first-view';
export * from './routes/page-status';
export * from './routes/route-record';
export * from './routes/to-route-objects';
export * from './state/device-atom';
export * from './state/page-title-atom';
export * from './state/atoms';
export { StateProvider } from './state/state-provider';
export * from './state/store';
