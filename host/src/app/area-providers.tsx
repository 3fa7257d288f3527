// Its own chunk: the query cache and i18n load only for areas whose pages use them.
export { AppProviders as default } from '@site/shared';
