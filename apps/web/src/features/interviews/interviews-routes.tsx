import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';

const lists = () => import('./routes/interview-lists');

/** Screens that manage links (owners and admins); the router puts them behind that role guard. */
const managerRoutes: RouteObject[] = [
  { path: 'job-listing/:id/interview-links', lazy: { Component: async () => (await import('./routes/job-links')).JobLinksRoute } },
  { path: 'interviews/bias-audit', lazy: { Component: async () => (await import('./routes/bias-audit')).BiasAuditRoute } },
  { path: 'interviews/create-link', lazy: { Component: async () => (await import('./routes/create-links')).CreateLinksRoute } },
];

/** Screens that read and review results (team leads too); behind the reviewers' role guard. */
const reviewerRoutes: RouteObject[] = [
  { path: 'interviews/pending', lazy: { Component: async () => (await lists()).PendingInterviewsRoute } },
  { path: 'interviews/completed', lazy: { Component: async () => (await lists()).CompletedInterviewsRoute } },
  { path: 'interviews/results', lazy: { Component: async () => (await lists()).InterviewResultsRoute } },
  { path: 'interviews/analysis', lazy: { Component: async () => (await import('./routes/analysis')).AnalysisRoute } },
  { path: 'interviews/agreement', lazy: { Component: async () => (await import('./routes/agreement')).AgreementRoute } },
  { path: 'interviews/:id', lazy: { Component: async () => (await import('./routes/interview-result')).InterviewResultRoute } },
  { path: 'talent/candidates', lazy: { Component: async () => (await import('./routes/candidates')).CandidatesRoute } },
  { path: 'talent/compare', lazy: { Component: async () => (await import('./routes/compare')).CompareRoute } },
];

/**
 * Candidate interviews (issue 14): the candidate's page needs no account and sits outside the
 * app shell in a chunk of its own; the team's links, lists, results, analysis, candidate pool
 * and comparison sit inside it.
 */
export const interviewsRoutes: FeatureRoutes & { manage: RouteObject[] } = {
  public: [
    { path: 'interview/:token', lazy: { Component: async () => (await import('./routes/candidate-interview')).CandidateInterviewRoute } },
  ],
  app: reviewerRoutes,
  manage: managerRoutes,
};
