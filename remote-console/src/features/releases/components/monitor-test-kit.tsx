import { StateProvider } from '@site/shared/core';
import { setConsoleLocale } from '@site/shared/i18n';
import { UiProvider } from '@site/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { layoutSystem } from '../../../components/layout-system';
import { loadConsoleTexts } from '../../../i18n/texts';

/** What the server answers a call with: data (code 0), or a refusal with its code, message and refused fields. */
export interface Answer {
  status?: number;
  data?: unknown;
  code?: number;
  msg?: string;
  errors?: unknown[];
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers by "METHOD /path?query"; anything else is the server's 404 for a route it does not have. */
export type Routes = Record<string, (body: unknown) => Answer | Promise<Answer>>;

export const ok = (data: unknown): Answer => ({ data });

/** The edge of the page: fetch answers as the server would, and every call is recorded. */
export function fakeServer(routes: Routes): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const answer = (await routes[`${method} ${url}`]?.(body)) ?? {
      status: 404,
      code: 40400,
      msg: `Route ${method}:${url} not found`,
    };
    const envelope = {
      code: answer.code ?? 0,
      msg: answer.msg ?? 'ok',
      data: answer.data ?? null,
      ...(answer.errors ? { errors: answer.errors } : {}),
    };
    return new Response(JSON.stringify(envelope), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

export async function useEnglish(): Promise<void> {
  await setConsoleLocale('en-US');
  await loadConsoleTexts(undefined, 'en-US');
}

/** Renders a part of the monitor as the console does, on a query cache of its own. */
export function renderMonitorPart(element: ReactElement): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <UiProvider system={layoutSystem()}>
          <MemoryRouter>{element}</MemoryRouter>
        </UiProvider>
      </QueryClientProvider>
    </StateProvider>,
  );
  return queryClient;
}
