import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { ActiveHiringSlot } from './components/panels';
import type { FeatureRoutes } from '@/lib/feature-routes';
import type { SetupSlot } from './routes/dashboard';

const subRoutes: RouteObject[] = [
  { path: 'dashboard/analytics', lazy: { Component: async () => (await import('./routes/analytics')).AnalyticsRoute } },
  { path: 'dashboard/reports', lazy: { Component: async () => (await import('./routes/reports')).ReportsRoute } },
];

interface DashboardRouteDeps {
  /** Loads what the dashboard shows above its panels (the onboarding's setup card); the router passes it in. */
  loadSetupCard?: () => Promise<SetupSlot>;
  /** Loads the list of active positions for the Active Hiring panel, once the panel is in view (decision 480). */
  loadActiveHiring?: () => Promise<ActiveHiringSlot>;
}

export function dashboardRoutes({ loadSetupCard, loadActiveHiring }: DashboardRouteDeps = {}): FeatureRoutes {
  const ActiveHiring = loadActiveHiring ? lazy(async () => ({ default: await loadActiveHiring() })) : undefined;
  return {
    app: [
      {
        path: 'dashboard',
        lazy: {
          // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
          Component: async () => {
            const [{ DashboardRoute }, setup] = await Promise.all([import('./routes/dashboard'), loadSetupCard?.()]);
            return () => <DashboardRoute setup={setup} ActiveHiring={ActiveHiring} />;
          },
        },
      },
      ...subRoutes,
    ],
  };
}
