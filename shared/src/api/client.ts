import { markSignedOut } from '../auth/signed-in';
import { currentFetch } from './render-fetch';
import { ApiError, NOT_LOGGED_IN_CODE, applyResponseRule } from './response-rule';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

type Listener = () => void;
const notLoggedInListeners = new Set<Listener>();
let languageOf: () => string | undefined = () => undefined;

/** The console sends users to /login when a call says they are not logged in. */
export function onNotLoggedIn(listener: Listener): () => void {
  notLoggedInListeners.add(listener);
  return () => notLoggedInListeners.delete(listener);
}

/** Lets the server answer in the caller's language (the console's locale). */
export function setRequestLanguage(resolve: () => string | undefined): void {
  languageOf = resolve;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls the API and applies the response rule. The session goes along as its cookie, which the browser sends with
 * same-origin requests and no script can read.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const language = languageOf();
  if (language) headers['accept-language'] = language;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await currentFetch()(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error: the server could not be reached', undefined, undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  try {
    return applyResponseRule<T>(body, response.status);
  } catch (error) {
    if (error instanceof ApiError && error.code === NOT_LOGGED_IN_CODE) {
      markSignedOut();
      notLoggedInListeners.forEach((listener) => listener());
    }
    throw error;
  }
}
