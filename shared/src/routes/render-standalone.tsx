import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { queryClient } from '@site/shared/query';
import { AppProviders } from './app-providers';
import { type RouteRecord, StateProvider, toRouteObjects } from '@site/shared/core';

/**
 * Runs a remote on its own (its team's development server), without the host: same records, same providers,
 * but no device guard or script switcher.
 */
export function renderStandalone(records: RouteRecord[], area: string, home: string): void {
  const router = createBrowserRouter([
    ...toRouteObjects(records, area, { queryClient: async () => queryClient }),
    { path: '*', element: <Navigate to={home} replace /> },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StateProvider>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StateProvider>
    </StrictMode>,
  );
}
