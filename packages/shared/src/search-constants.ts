// The top-bar search's limits, messages, roles and result addresses, with no zod: the app shell
// draws the search box with these on every signed-in page (search.ts re-exports them beside the
// schemas).
import { ADMIN_OR_OWNER, INTERVIEW_READER_ROLES, type Role } from './roles.ts';

export const SEARCH_LIMITS = {
  /** Longest query accepted (characters, after trimming). */
  maxQueryLength: 100,
  /** Results shown per group. */
  perGroup: 5,
  /** Requests a user may make per minute. */
  perMinute: 60,
  /** Wait after the last key before the box asks the server (ms). */
  debounceMs: 250,
} as const;

/** Who sees each group: the roles whose screens open a job and a member (the routes' own guards). */
export const SEARCH_GROUP_ROLES: Readonly<Record<'jobs' | 'candidates' | 'members', readonly Role[]>> = {
  jobs: ADMIN_OR_OWNER,
  /** The interview readers: a candidate opens on the interview's result page. */
  candidates: INTERVIEW_READER_ROLES,
  members: ADMIN_OR_OWNER,
};

export const SEARCH_MESSAGES = {
  queryRequired: 'Please type something to search for',
  queryTooLong: `Please keep the search under ${SEARCH_LIMITS.maxQueryLength} characters`,
  noResults: 'No jobs, candidates or team members match your search.',
  failed: 'Search is not available right now. Please try again.',
  searching: 'Searching…',
  placeholder: 'Search jobs, candidates and people',
} as const;

/** Where a result opens in the web app. */
export const jobSearchPath = (id: string) => `/job-listing/details/${encodeURIComponent(id)}`;
export const candidateSearchPath = (interviewId: string) => `/interviews/${encodeURIComponent(interviewId)}`;
export const memberSearchPath = (id: string) => `/org/employees/details/${encodeURIComponent(id)}`;

/**
 * The platform administrator's search (issue 34): companies and employees of every company, by
 * name or email, opening on the org screens that role uses. Only that role may ask for it.
 */
export const PLATFORM_SEARCH_MESSAGES = {
  placeholder: 'Search companies and employees',
  noResults: 'No companies or employees match your search.',
  forbidden: 'Only a platform administrator can search every company.',
} as const;

export const companySearchPath = (id: string) => `/org/company/details/${encodeURIComponent(id)}`;
