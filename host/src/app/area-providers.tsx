// Its own chunk: the query cache loads only for areas whose pages use it. (i18n needs no provider: pages that
// use it import the shared instance, which registers itself with react-i18next.)
export { QueryProvider as default } from '@site/shared/query';
