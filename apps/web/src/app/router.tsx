import { SESSION_HANDLER_MESSAGES } from '@hiring/shared/errors';
import { ADMIN_OR_OWNER, ROLE_RESTRICTED_ROUTES } from '@hiring/shared/roles';
import { createBrowserRouter, type DataRouter, Navigate, type RouteObject } from 'react-router';
import { billingRoutes } from '@/features/billing/billing-routes';
import { type SessionEndReason, setSessionEndHandler } from '@/lib/api-client';
import { RequireAuth, RequireRole } from './guards';
import { PageFallback, RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// Every page is a lazy route: /auth loads neither the shell nor the dashboard (bundle budget).
const comingSoon = { Component: async () => (await import('./routes/coming-soon')).ComingSoonRoute };

/** Areas of later issues: signed-in placeholders inside the shell. */
const PLACEHOLDER_AREAS = ['profile/*', 'interviews/*', 'talent/*', 'team/*', 'support/*', 'demos/question-management'];

/**
 * The job listing area (spec 02 §2.1). The wizard gets the company form from here, so the jobs
 * and company features never import each other. Other /job-listing/* paths (questions screens
 * of later issues) keep the placeholder.
 */
const JOB_LISTING_ROUTES: RouteObject[] = [
  { path: 'job-listing', lazy: { Component: async () => (await import('@/features/jobs/routes/job-list-views')).AllJobsRoute } },
  { path: 'job-listing/active', lazy: { Component: async () => (await import('@/features/jobs/routes/job-list-views')).ActiveJobsRoute } },
  {
    path: 'job-listing/archived',
    lazy: { Component: async () => (await import('@/features/jobs/routes/job-list-views')).ArchivedJobsRoute },
  },
  {
    path: 'job-listing/create',
    lazy: {
      Component: async () => {
        const [{ CreateJobRoute }, { CompanyForm }] = await Promise.all([
          import('@/features/jobs/routes/create-job'),
          import('@/features/company/components/company-form'),
        ]);
        return () => <CreateJobRoute CompanyStep={CompanyForm} />;
      },
    },
  },
  { path: 'job-listing/details/:id', lazy: { Component: async () => (await import('@/features/jobs/routes/job-detail')).JobDetailRoute } },
  {
    path: 'job-listing/details/:id/goals',
    lazy: { Component: async () => (await import('@/features/jobs/routes/job-goals')).JobGoalsRoute },
  },
  { path: 'job-listing/edit/:id', lazy: { Component: async () => (await import('@/features/jobs/routes/edit-job')).EditJobRoute } },
];

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'auth', lazy: { Component: async () => (await import('@/features/auth/routes/auth')).AuthRoute } },
      { path: 'auth/login', lazy: { Component: async () => (await import('@/features/auth/routes/login')).LoginRoute } },
      { path: 'sign-in', lazy: { Component: async () => (await import('@/features/auth/routes/sign-in')).SignInRoute } },
      { path: 'auth/register', lazy: { Component: async () => (await import('@/features/auth/routes/register')).RegisterRoute } },
      {
        path: 'auth/forgot-password',
        lazy: { Component: async () => (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute },
      },
      {
        path: 'auth/reset-password/:token',
        lazy: { Component: async () => (await import('@/features/auth/routes/reset-password')).ResetPasswordRoute },
      },
      { path: 'access-denied', lazy: { Component: async () => (await import('./routes/access-denied')).AccessDeniedRoute } },
      { path: 'job-listings/*', element: <Navigate to="/job-listing" replace /> },
      {
        // Pages that read server data through TanStack Query.
        lazy: { Component: async () => (await import('./routes/query-layout')).QueryLayout },
        children: [
          {
            path: 'auth/verify-email/:token',
            lazy: { Component: async () => (await import('@/features/auth/routes/verify-email')).VerifyEmailRoute },
          },
          { path: 'dev/mailbox', lazy: { Component: async () => (await import('@/features/mailbox/routes/mailbox')).MailboxRoute } },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: { Component: async () => (await import('./shell/app-shell')).AppShell },
                children: [
                  {
                    path: 'dashboard',
                    lazy: { Component: async () => (await import('@/features/dashboard/routes/dashboard')).DashboardRoute },
                  },
                  {
                    path: 'dashboard/analytics',
                    lazy: { Component: async () => (await import('@/features/dashboard/routes/analytics')).AnalyticsRoute },
                  },
                  {
                    path: 'dashboard/reports',
                    lazy: { Component: async () => (await import('@/features/dashboard/routes/reports')).ReportsRoute },
                  },
                  {
                    path: 'settings',
                    lazy: { Component: async () => (await import('@/features/settings/routes/settings')).SettingsRoute },
                  },
                  { element: <RequireRole roles={ADMIN_OR_OWNER} />, children: JOB_LISTING_ROUTES },
                  // Billing (spec 01 §2): every screen a lazy route of its own.
                  ...billingRoutes,
                  // Role-restricted areas (spec 01 §2, §6), from the shared list.
                  ...ROLE_RESTRICTED_ROUTES.map(({ prefix, roles }) => ({
                    element: <RequireRole roles={roles} />,
                    children: [{ path: `${prefix.slice(1)}/*`, lazy: comingSoon }],
                  })),
                  ...PLACEHOLDER_AREAS.map((path) => ({ path, lazy: comingSoon })),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute } },
    ],
  },
];

/**
 * React Router clears the keys of a route's lazy object once they load, and route objects
 * are shared by reference: every route (and every router, in tests) gets its own copies.
 */
function cloneRoutes(list: RouteObject[]): RouteObject[] {
  return list.map(
    (route) =>
      ({
        ...route,
        lazy: route.lazy && typeof route.lazy === 'object' ? { ...route.lazy } : route.lazy,
        children: route.children ? cloneRoutes(route.children) : undefined,
      }) as RouteObject,
  );
}

export function createRoutes(): RouteObject[] {
  return cloneRoutes(routes);
}

export const router = createBrowserRouter(createRoutes());

/**
 * A session that ended on a 401 or 403 (spec 01 §4) goes to /auth with the handler's message;
 * the query cache forgets the user by itself (query-client.ts).
 */
export function endSessionWith(target: { navigate: DataRouter['navigate'] }) {
  return async (reason: SessionEndReason) => {
    await target.navigate('/auth', { replace: true, state: { notice: SESSION_HANDLER_MESSAGES[reason] } });
  };
}

setSessionEndHandler(endSessionWith(router));
