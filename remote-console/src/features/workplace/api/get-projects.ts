import type { ProjectPage } from '@site/contracts/api/workplace';
import { apiRequest } from '@site/shared/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inConsoleLanguage } from '../../../lib/localized-query';

/** Four rows of two (two of four on a very wide screen); "Load more" asks the server for the next page. */
export const PROJECT_PAGE_SIZE = 8;

/** GET /api/workplace/projects: one page of the publisher's content projects, newest first. */
export function getProjects(page: number, pageSize: number, signal?: AbortSignal): Promise<ProjectPage> {
  return apiRequest<ProjectPage>('/api/workplace/projects', { query: { page, pageSize }, signal });
}

export function projectsQueryOptions(pageSize = PROJECT_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: inConsoleLanguage(['console', 'workplace', 'projects', pageSize]),
    queryFn: ({ pageParam, signal }) => getProjects(pageParam, pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useProjects() {
  return useInfiniteQuery(projectsQueryOptions());
}
