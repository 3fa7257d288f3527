// The navbar's search over the console's pages and its notices.
export { SearchButton } from './components/search-button';
export type { SearchPage } from './search-model';
