import type { FeatureRoutes } from '@/lib/feature-routes';

/**
 * The interview questions screens (spec 02 §2.1): the questions of a position and the history of
 * one question; mounted inside the job listing area's admin-or-owner guard.
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
  ],
};
