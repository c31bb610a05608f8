import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../query-client';

/**
 * Pages that read server data sit under this lazy layout, so the sign-in pages load without
 * TanStack Query (the /auth first-load budget is 151 KB gzipped).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
