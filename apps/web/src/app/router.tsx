import { SESSION_HANDLER_MESSAGES } from '@hiring/shared/errors';
import { ADMIN_OR_OWNER, INTERVIEW_READER_ROLES, ORG_AREA_ROLES, ROLE_RESTRICTED_ROUTES, SAMPLE_AREA_ROLES } from '@hiring/shared/roles';
import { createBrowserRouter, type DataRouter, Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '@/features/auth/auth-routes';
import { billingRoutes } from '@/features/billing/billing-routes';
import { orgCompanyRoutes } from '@/features/company/company-routes';
import { dashboardRoutes } from '@/features/dashboard/dashboard-routes';
import { goalsRoutes } from '@/features/goals/goals-routes';
import { interviewsRoutes } from '@/features/interviews/interviews-routes';
import { jobsRoutes } from '@/features/jobs/jobs-routes';
import { mailboxRoutes } from '@/features/mailbox/mailbox-routes';
import { onboardingPlanRoutes } from '@/features/onboarding-plans/onboarding-plans-routes';
import { loadOnboardingSetupCard, onboardingRoutes } from '@/features/onboarding/onboarding-routes';
import { profileRoutes } from '@/features/profile/profile-routes';
import { questionsRoutes } from '@/features/questions/questions-routes';
import { samplesRoutes } from '@/features/samples/samples-routes';
import { settingsRoutes } from '@/features/settings/settings-routes';
import { supportRoutes } from '@/features/support/support-routes';
import { employeeRoutes, teamRoutes } from '@/features/team/team-routes';
import { type SessionEndReason, setSessionEndHandler } from '@/lib/api-client';
import { RequireAuth, RequireRole } from './guards';
import { PageFallback, RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// Every page is a lazy route: /auth loads neither the shell nor the dashboard (bundle budget).
const comingSoon = { Component: async () => (await import('./routes/coming-soon')).ComingSoonRoute };

/**
 * The one area the specification names without describing its screen (spec 01 §2: /billing/admin,
 * admins only): a signed-in placeholder inside the shell. Every other address that no screen
 * answers, /job-listing/anything-else included, is "Page not found" (decision 479).
 */
const PLACEHOLDER_AREAS = ['/billing/admin'];

const jobs = jobsRoutes({
  loadCompanyStep: async () => (await import('@/features/company/components/company-form')).CompanyForm,
  loadQuestionPanels: async () => (await import('@/features/questions/components/job-question-panels')).jobQuestionPanels,
});

// 'Use this job position' on a sample opens the job wizard prefilled (app/sample-to-job.ts).
const samples = samplesRoutes({ loadJobFromSample: async () => (await import('./sample-to-job')).jobFromSample });
// The onboarding's company-info step is the company form; the dashboard shows its setup card.
const onboarding = onboardingRoutes({
  loadCompanyStep: async () => (await import('@/features/company/components/company-form')).CompanyForm,
});
const dashboard = dashboardRoutes({
  loadSetupCard: loadOnboardingSetupCard,
  // The Active Hiring panel lists the job feature's active positions.
  loadActiveHiring: async () => (await import('@/features/jobs/components/active-hiring-list')).ActiveHiringList,
});

// /profile shows billing's subscription panel beside the profile.
const profile = profileRoutes({
  loadSubscriptionPanel: async () => (await import('@/features/billing/components/profile-subscription-panel')).ProfileSubscriptionSection,
  loadCompanySection: async () => (await import('@/features/company/components/company-form')).CompanyForm,
});

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...(authRoutes.public ?? []),
      // The candidate's interview: no account, no app shell, no data layer of the app (issue 14).
      ...(interviewsRoutes.public ?? []),
      { path: 'access-denied', lazy: { Component: async () => (await import('./routes/access-denied')).AccessDeniedRoute } },
      { path: 'job-listings/*', element: <Navigate to="/job-listing" replace /> },
      {
        // Pages that read server data through TanStack Query.
        lazy: { Component: async () => (await import('./routes/query-layout')).QueryLayout },
        children: [
          ...(authRoutes.session ?? []),
          ...(mailboxRoutes.session ?? []),
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: { Component: async () => (await import('./shell/app-shell')).AppShell },
                children: [
                  ...(dashboard.app ?? []),
                  ...(onboarding.app ?? []),
                  ...(settingsRoutes.app ?? []),
                  {
                    element: <RequireRole roles={ADMIN_OR_OWNER} />,
                    children: [...(jobs.app ?? []), ...(goalsRoutes.app ?? []), ...(questionsRoutes.app ?? [])],
                  },
                  // Interviews (issue 14): links for owners and admins, results for team leads too.
                  { element: <RequireRole roles={ADMIN_OR_OWNER} />, children: interviewsRoutes.manage },
                  { element: <RequireRole roles={INTERVIEW_READER_ROLES} />, children: interviewsRoutes.app ?? [] },
                  // Billing (spec 01 §2): every screen a lazy route of its own.
                  ...(billingRoutes.app ?? []),
                  ...(profile.app ?? []),
                  ...(teamRoutes.app ?? []),
                  ...(supportRoutes.app ?? []),
                  // Employees and companies: the platform administrator too, who sees every company there.
                  { element: <RequireRole roles={ORG_AREA_ROLES} />, children: employeeRoutes.app ?? [] },
                  { element: <RequireRole roles={ORG_AREA_ROLES} />, children: orgCompanyRoutes.app ?? [] },
                  { element: <RequireRole roles={ADMIN_OR_OWNER} />, children: onboardingPlanRoutes.app ?? [] },
                  // Samples: the platform administrator too, who keeps the library every company reads.
                  { element: <RequireRole roles={SAMPLE_AREA_ROLES} />, children: samples.app ?? [] },
                  // Behind its role from the shared list (spec 01 §2, §6).
                  ...ROLE_RESTRICTED_ROUTES.filter(({ prefix }) => PLACEHOLDER_AREAS.includes(prefix)).map(({ prefix, roles }) => ({
                    element: <RequireRole roles={roles} />,
                    children: [{ path: `${prefix.slice(1)}/*`, lazy: comingSoon }],
                  })),
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
 * A session that ended on a 401 (spec 01 §4; a 403 keeps it, decision 490) goes to /auth with the handler's message;
 * the query cache forgets the user by itself (query-client.ts).
 */
export function endSessionWith(target: { navigate: DataRouter['navigate'] }) {
  return async (reason: SessionEndReason) => {
    await target.navigate('/auth', { replace: true, state: { notice: SESSION_HANDLER_MESSAGES[reason] } });
  };
}

setSessionEndHandler(endSessionWith(router));
