/**
 * The web addresses of the billing area (spec 01 §2 Billing): the web router mounts its pages
 * here and the server redirects to them after a checkout. A module of its own, without zod, so
 * the web router can read it without pulling billing's schemas into the sign-in page's load.
 */
export const BILLING_WEB_PATHS = {
  /** The area's own address; shows subscription management. */
  root: '/billing',
  management: '/billing/subscription',
  plan: '/billing/subscription/plan',
  create: '/billing/subscription/create',
  completed: '/billing/subscription/completed',
  createCompleted: '/billing/subscription/create/completed',
  history: '/billing/subscription/history',
  usage: '/billing/usage',
  invoices: '/billing/invoices',
  startTrial: '/billing/start-trial',
  /** An old link to one package: redirects to the plan page with it selected. */
  packageRedirect: '/billing/subscription/:id',
} as const;
