import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject, useLocation } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { setTokens, setUser } from '@/lib/session-storage';
import { makeUser } from './fixtures';

/** Shows the current location, so tests can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders routes in a memory router with a fresh query client; extra paths render a probe. */
export function renderRoutes(routes: RouteObject[], initialPath: string, probePaths: string[] = []) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createMemoryRouter([...routes, ...probePaths.map((path) => ({ path, element: <LocationProbe /> }))], {
    initialEntries: [initialPath],
  });
  // Strict mode, as in main.tsx: effects run twice, which single-use links must survive.
  const utils = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...utils, router, queryClient };
}

/** One element at a path (plus probe routes for where it may navigate). */
export function renderAt(element: ReactElement, options: { path?: string; at?: string; probes?: string[] } = {}) {
  const path = options.path ?? '/';
  return renderRoutes([{ path, element }], options.at ?? path, options.probes ?? []);
}

export function signIn(role: string = 'user') {
  setTokens('access-1', 'refresh-1');
  setUser(makeUser({ role: role as never }));
  if (role !== 'user') window.localStorage.setItem('role', role);
}
