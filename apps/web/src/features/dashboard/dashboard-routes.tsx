import type { FeatureRoutes } from '@/lib/feature-routes';

export const dashboardRoutes: FeatureRoutes = {
  app: [
    { path: 'dashboard', lazy: { Component: async () => (await import('./routes/dashboard')).DashboardRoute } },
    { path: 'dashboard/analytics', lazy: { Component: async () => (await import('./routes/analytics')).AnalyticsRoute } },
    { path: 'dashboard/reports', lazy: { Component: async () => (await import('./routes/reports')).ReportsRoute } },
  ],
};
