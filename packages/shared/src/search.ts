import { z } from 'zod';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from './search-constants.ts';

/**
 * The top-bar search (spec 01 §1, issue 15): the company's jobs, candidates and team members,
 * each only to the roles that may open it (docs/decisions/380-top-bar-search.md,
 * 420-search-candidates.md).
 */

export {
  candidateSearchPath,
  jobSearchPath,
  memberSearchPath,
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
