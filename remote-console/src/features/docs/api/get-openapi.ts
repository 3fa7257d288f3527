import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the interface docs read of the OpenAPI document: each path's operations and the names of their inputs. */
export interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * GET /api/openapi.json: the API's own description. It is the document itself, not an answer in the { code, msg,
 * data } envelope, so it is fetched without the API client's response rule.
 */
export async function getOpenApi(signal?: AbortSignal): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_PATH, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export function openApiQueryOptions() {
  // The document changes only with a server release.
  return queryOptions({
    queryKey: ['console', 'openapi'],
    queryFn: ({ signal }) => getOpenApi(signal),
    staleTime: Infinity,
  });
}

export function useOpenApi() {
  return useQuery(openApiQueryOptions());
}
