import type { FeatureRoutes } from '@/lib/feature-routes';

export const settingsRoutes: FeatureRoutes = {
  app: [{ path: 'settings', lazy: { Component: async () => (await import('./routes/settings')).SettingsRoute } }],
};
