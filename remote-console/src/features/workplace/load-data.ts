import type { QueryClient } from '@tanstack/react-query';
import { contentDataQueryOptions } from './api/get-content-data';
import { popularListQueryOptions } from './api/get-popular-list';
import { projectsQueryOptions } from './api/get-projects';
import { publishedNoticesQueryOptions } from './api/get-published-notices';
import { workplaceSummaryQueryOptions } from './api/get-workplace-summary';

/**
 * The workplace's first view: its overview, chart, popular list (first tab), the published notices and the first
 * page of projects.
 */
export function loadWorkplaceData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(workplaceSummaryQueryOptions()),
    queryClient.ensureQueryData(contentDataQueryOptions()),
    queryClient.ensureQueryData(popularListQueryOptions('text')),
    queryClient.ensureQueryData(publishedNoticesQueryOptions()),
    queryClient.ensureInfiniteQueryData(projectsQueryOptions()),
  ]);
}
