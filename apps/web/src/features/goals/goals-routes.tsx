import type { FeatureRoutes } from '@/lib/feature-routes';

/** The evaluation goals screen (spec 02 §2.1); mounted inside the job listing area's admin-or-owner guard. */
export const goalsRoutes: FeatureRoutes = {
  app: [
    {
      path: 'job-listing/details/:id/goals',
      lazy: { Component: async () => (await import('./routes/goals-screen')).GoalsScreenRoute },
    },
  ],
};
