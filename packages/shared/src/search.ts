import { z } from 'zod';
import { ADMIN_OR_OWNER, INTERVIEW_READER_ROLES, type Role } from './roles.ts';

/**
 * The top-bar search (spec 01 §1, issue 15): the company's jobs, candidates and team members,
 * each only to the roles that may open it (docs/decisions/380-top-bar-search.md,
 * 420-search-candidates.md).
 */

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

export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.queryRequired)
    .max(SEARCH_LIMITS.maxQueryLength, SEARCH_MESSAGES.queryTooLong),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  status: z.string(),
});
export type SearchJob = z.infer<typeof searchJobSchema>;

export const searchCandidateSchema = z.object({
  /** The interview's id: a candidate is one interview of one job. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  job_title: z.string(),
  /** The interview's status as the lists show it (an unsubmitted link past its expiry is expired). */
  status: z.string(),
});
export type SearchCandidate = z.infer<typeof searchCandidateSchema>;

export const searchMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type SearchMember = z.infer<typeof searchMemberSchema>;

export const searchResultSchema = z.object({
  query: z.string(),
  jobs: z.array(searchJobSchema),
  candidates: z.array(searchCandidateSchema),
  members: z.array(searchMemberSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Where a result opens in the web app. */
export const jobSearchPath = (id: string) => `/job-listing/details/${encodeURIComponent(id)}`;
export const candidateSearchPath = (interviewId: string) => `/interviews/${encodeURIComponent(interviewId)}`;
export const memberSearchPath = (id: string) => `/org/employees/details/${encodeURIComponent(id)}`;
