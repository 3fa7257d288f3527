import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { StateProvider } from '../state/state-provider';
import type { RouteRecord } from './route-record';
import { toRouteObjects } from './to-route-objects';

/**
 * Runs a remote on its own (its team's development server), without the host: same records, same providers,
 * but no device guard or script switcher.
 */
export function renderStandalone(records: RouteRecord[], area: string, home: string): void {
  const router = createBrowserRouter([
    ...toRouteObjects(records, area),
    { path: '*', element: <Navigate to={home} replace /> },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StateProvider>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </QueryClientProvider>
      </StateProvider>
    </StrictMode>,
  );
}
