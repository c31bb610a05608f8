import { hasAnyRole, normalizeRole, type Role } from '@hiring/shared/roles';
import { SEARCH_GROUP_ROLES, SEARCH_LIMITS, type SearchResult } from '@hiring/shared/search';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import { searchJobs, searchMembers } from './search.repository.ts';

export interface SearchCaller {
  userId: string;
  role: Role;
  companyId: string | null;
}

/**
 * The top-bar search: only the caller's company, and only the groups the caller's role may open
 * (docs/decisions/380-top-bar-search.md). A group the role may not open is empty, not an error,
 * so one box serves every role.
 */
export class SearchService {
  constructor(private readonly deps: { db: Db; rateLimits: RateLimits }) {}

  async search(caller: SearchCaller, text: string): Promise<SearchResult> {
    await this.count(caller.userId);
    const empty: SearchResult = { query: text, jobs: [], members: [] };
    if (!caller.companyId) return empty;
    const { db } = this.deps;
    const limit = SEARCH_LIMITS.perGroup;
    const [jobs, members] = await Promise.all([
      hasAnyRole(caller.role, SEARCH_GROUP_ROLES.jobs) ? searchJobs(db, caller.companyId, text, limit) : [],
      hasAnyRole(caller.role, SEARCH_GROUP_ROLES.members) ? searchMembers(db, caller.companyId, text, limit) : [],
    ]);
    return {
      query: text,
      jobs,
      members: members.map((m) => ({
        id: m.id,
        name: `${m.firstName} ${m.lastName}`.trim() || m.email,
        email: m.email,
        role: normalizeRole(m.role),
      })),
    };
  }

  /** One search more for the user this minute, or 429. */
  private async count(userId: string) {
    try {
      await this.deps.rateLimits.limiter('search', SEARCH_LIMITS.perMinute, 60).consume(userId);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
      throw error;
    }
  }
}
