import type { FeatureRoutes } from '@/lib/feature-routes';

/**
 * The question set's history and analytics pages (spec 02 §2.1: the questions screen links to
 * them); mounted inside the job listing area's admin-or-owner guard. Each is a lazy route, so the
 * charts library loads with the analytics page only.
 */
export const questionInsightsRoutes: FeatureRoutes = {
  app: [
    {
      path: 'job-listing/:id/questions/history',
      lazy: { Component: async () => (await import('./routes/set-history')).SetHistoryRoute },
    },
    {
      path: 'job-listing/:id/questions/analytics',
      lazy: { Component: async () => (await import('./routes/analytics')).QuestionAnalyticsRoute },
    },
  ],
};
