// Where the help documents are, for the pages that link to them.
export { DOCS, type DocKey, docPath } from './doc-content';
