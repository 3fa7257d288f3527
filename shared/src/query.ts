// The query cache alone, for pages that fetch with TanStack Query but need no i18n.
export { queryClient } from './api/query-client';
export { QueryProvider } from './api/query-provider';
