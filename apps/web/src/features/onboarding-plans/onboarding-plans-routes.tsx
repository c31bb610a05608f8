import type { FeatureRoutes } from '@/lib/feature-routes';

/** /onboarding/user list, create, details and edit (spec 02 §2.6); the router puts them behind the admin-or-owner guard. */
export const onboardingPlanRoutes: FeatureRoutes = {
  app: [
    { path: 'onboarding/user', lazy: { Component: async () => (await import('./routes/plans-list')).OnboardingPlansListRoute } },
    { path: 'onboarding/user/create', lazy: { Component: async () => (await import('./routes/plan-create')).OnboardingPlanCreateRoute } },
    { path: 'onboarding/user/edit/:id', lazy: { Component: async () => (await import('./routes/plan-edit')).OnboardingPlanEditRoute } },
    { path: 'onboarding/user/:id', lazy: { Component: async () => (await import('./routes/plan-detail')).OnboardingPlanDetailRoute } },
  ],
};
