import type { FeatureRoutes } from '@/lib/feature-routes';

/**
 * The interview questions screens (spec 02 §2.1): the questions of a position, one question's
 * history, the whole set's history and its analytics; mounted inside the job listing area's
 * admin-or-owner guard. Each is a lazy route, so the charts library loads with the analytics
 * page only.
 */
export const questionsRoutes: FeatureRoutes = {
  app: [
    {
      path: 'job-listing/:id/questions',
      lazy: { Component: async () => (await import('./routes/questions-screen')).QuestionsScreenRoute },
    },
    {
      path: 'job-listing/:id/questions/:questionId/history',
      lazy: { Component: async () => (await import('./routes/question-history')).QuestionHistoryRoute },
    },
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
