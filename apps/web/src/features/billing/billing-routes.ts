import type { RouteObject } from 'react-router';

/**
 * The billing area's routes (spec 01 §2 Billing), each screen loaded lazily. This module holds
 * route objects only, so the router imports it without pulling any billing code into /auth.
 */
const management = { Component: async () => (await import('./routes/subscription-management')).SubscriptionManagementRoute };
const completed = { Component: async () => (await import('./routes/completed')).CompletedRoute };
const history = { Component: async () => (await import('./routes/history')).BillingHistoryRoute };

export const billingRoutes: RouteObject[] = [
  { path: 'billing', lazy: { ...management } },
  { path: 'billing/subscription', lazy: { ...management } },
  { path: 'billing/subscription/plan', lazy: { Component: async () => (await import('./routes/plan')).PlanRoute } },
  { path: 'billing/subscription/create', lazy: { Component: async () => (await import('./routes/create')).CreateSubscriptionRoute } },
  { path: 'billing/subscription/completed', lazy: { ...completed } },
  { path: 'billing/subscription/create/completed', lazy: { ...completed } },
  { path: 'billing/subscription/history', lazy: { ...history } },
  { path: 'billing/subscription/:id', lazy: { Component: async () => (await import('./routes/package-redirect')).PackageRedirectRoute } },
  { path: 'billing/invoices', lazy: { ...history } },
  { path: 'billing/usage', lazy: { Component: async () => (await import('./routes/usage')).UsageRoute } },
  { path: 'billing/start-trial', lazy: { Component: async () => (await import('./routes/start-trial')).StartTrialRoute } },
  // Spec 02 §2.4: /profile with its subscription panel (the other /profile/* pages stay placeholders).
  { path: 'profile', lazy: { Component: async () => (await import('./routes/profile-overview')).ProfileOverviewRoute } },
];
