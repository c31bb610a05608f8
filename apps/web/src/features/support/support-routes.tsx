import { Navigate } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';

const help = async () => import('./routes/help');

/** Help articles (spec 01 §2), the AI documentation for deployers (issue 39) and the question management demo (spec 02 §2.7); any signed-in role. */
export const supportRoutes: FeatureRoutes = {
  app: [
    { path: 'support/help', lazy: { Component: async () => (await help()).HelpIndexRoute } },
    { path: 'support/help/:slug', lazy: { Component: async () => (await help()).HelpArticleRoute } },
    {
      path: 'support/ai-documentation',
      lazy: { Component: async () => (await import('./routes/ai-documentation')).AiDocumentationRoute },
    },
    { path: 'support', element: <Navigate to="/support/help" replace /> },
    {
      path: 'demos/question-management',
      lazy: { Component: async () => (await import('./routes/question-management-demo')).QuestionManagementDemoRoute },
    },
  ],
};
