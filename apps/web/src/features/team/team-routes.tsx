import { Navigate, type RouteObject } from 'react-router';
import type { FeatureRoutes } from '@/lib/feature-routes';

const members = () => import('./routes/team-members');
const invite = () => import('./routes/invite-member');

/** The team pages (spec 01 §2 sidebar, dashboard Team Collaboration): open to every member, actions for owners and admins. */
export const teamRoutes: FeatureRoutes = {
  app: [
    ...(['profile/team', 'team'] as const).map(
      (path): RouteObject => ({
        path,
        lazy: {
          // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
          Component: async () => {
            const { TeamMembersRoute } = await members();
            return () => <TeamMembersRoute invitePath={`/${path}/invite`} />;
          },
        },
      }),
    ),
    ...(['profile/team', 'team'] as const).map(
      (path): RouteObject => ({
        path: `${path}/invite`,
        lazy: {
          // biome-ignore lint/correctness/noComponentHookFactories: a lazy route's loader, called once per route object.
          Component: async () => {
            const { InviteMemberRoute } = await invite();
            return () => <InviteMemberRoute teamPath={`/${path}`} />;
          },
        },
      }),
    ),
  ],
};

/** /org/employees list, details and edit (spec 02 §2.2); the router puts them behind the admin-or-owner guard. */
export const employeeRoutes: FeatureRoutes = {
  app: [
    { path: 'org/employees', lazy: { Component: async () => (await import('./routes/employees-list')).EmployeesListRoute } },
    {
      path: 'org/employees/details/:id',
      lazy: { Component: async () => (await import('./routes/employee-details')).EmployeeDetailsRoute },
    },
    { path: 'org/employees/edit/:id', lazy: { Component: async () => (await import('./routes/employee-edit')).EmployeeEditRoute } },
    // The edit form's Back and post-save redirect go to /employees (spec 02 §2.2).
    { path: 'employees', element: <Navigate to="/org/employees" replace /> },
  ],
};
