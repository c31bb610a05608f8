import { z } from 'zod';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from './search-constants.ts';

/**
 * The top-bar search (spec 01 §1, issue 15): the company's jobs, candidates and team members,
 * each only to the roles that may open it (docs/decisions/380-top-bar-search.md,
 * 420-search-candidates.md).
 */

export {
  candidateSearchPath,
  companySearchPath,
  jobSearchPath,
  memberSearchPath,
  PLATFORM_SEARCH_MESSAGES,
  SEARCH_GROUP_ROLES,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
} from './search-constants.ts';

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

export const platformSearchCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
});
export type PlatformSearchCompany = z.infer<typeof platformSearchCompanySchema>;

export const platformSearchUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** The user's company; null for an account of no company (the platform's own). */
  company_name: z.string().nullable(),
});
export type PlatformSearchUser = z.infer<typeof platformSearchUserSchema>;

/** GET /api/app/platform/search: the platform administrator's search over every company. */
export const platformSearchResultSchema = z.object({
  query: z.string(),
  companies: z.array(platformSearchCompanySchema),
  users: z.array(platformSearchUserSchema),
});
export type PlatformSearchResult = z.infer<typeof platformSearchResultSchema>;
