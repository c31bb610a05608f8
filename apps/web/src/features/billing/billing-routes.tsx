import { BILLING_WEB_PATHS as P } from '@hiring/shared/billing-paths';
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** A router path: the shared address without its leading slash (routes nest under the shell). */
const at = (path: string) => path.slice(1);

const management = { Component: async () => (await import('./routes/subscription-management')).SubscriptionManagementRoute };
const completed = { Component: async () => (await import('./routes/completed')).CompletedRoute };
const history = { Component: async () => (await import('./routes/history')).BillingHistoryRoute };

const app: RouteObject[] = [
  { path: at(P.root), lazy: { ...management } },
  { path: at(P.management), lazy: { ...management } },
  { path: at(P.plan), lazy: { Component: async () => (await import('./routes/plan')).PlanRoute } },
  { path: at(P.create), lazy: { Component: async () => (await import('./routes/create')).CreateSubscriptionRoute } },
  { path: at(P.completed), lazy: { ...completed } },
  { path: at(P.createCompleted), lazy: { ...completed } },
  { path: at(P.history), lazy: { ...history } },
  { path: at(P.packageRedirect), lazy: { Component: async () => (await import('./routes/package-redirect')).PackageRedirectRoute } },
  { path: at(P.invoices), lazy: { ...history } },
  { path: at(P.usage), lazy: { Component: async () => (await import('./routes/usage')).UsageRoute } },
  { path: at(P.startTrial), lazy: { Component: async () => (await import('./routes/start-trial')).StartTrialRoute } },
];

/**
 * The billing area (spec 01 §2 Billing) at the shared BILLING_WEB_PATHS, each screen a lazy
 * route, so declaring them pulls no billing screen into /auth.
 */
export const billingRoutes: FeatureRoutes = { app };
