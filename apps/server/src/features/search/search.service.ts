import { hasAnyRole, isPlatformRole, normalizeRole, type Role } from '@hiring/shared/roles';
import {
  PLATFORM_SEARCH_MESSAGES,
  type PlatformSearchResult,
  SEARCH_GROUP_ROLES,
  SEARCH_LIMITS,
  type SearchResult,
} from '@hiring/shared/search';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { forbidden, tooManyRequests } from '../../lib/errors.ts';
import { searchAllCompanies } from '../companies/index.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import { searchCandidates } from '../interviews/index.ts';
import { searchJobPositions } from '../job-positions/index.ts';
import { searchMembers } from '../team/index.ts';
import { searchAllUsers } from '../users/index.ts';

/** The refusal of the platform search to any other role: the route's guard and the service answer it alike. */
export const platformAdminRequired = () => forbidden(PLATFORM_SEARCH_MESSAGES.forbidden).withCode('platform_admin_required');

export interface SearchCaller {
  userId: string;
  role: Role;
  companyId: string | null;
}

/**
 * The top-bar search: only the caller's company, and only the groups the caller's role may open
 * (docs/decisions/380-top-bar-search.md, 420-search-candidates.md). A group the role may not
 * open is empty, not an error, so one box serves every role. The rows come from the features
 * that own them, through their public entries.
 */
export class SearchService {
  constructor(private readonly deps: { db: Db; rateLimits: RateLimits }) {}

  async search(caller: SearchCaller, text: string): Promise<SearchResult> {
    await this.count(caller.userId);
    const empty: SearchResult = { query: text, jobs: [], candidates: [], members: [] };
    if (!caller.companyId) return empty;
    const { db } = this.deps;
    const limit = SEARCH_LIMITS.perGroup;
    const [jobs, candidates, members] = await Promise.all([
      hasAnyRole(caller.role, SEARCH_GROUP_ROLES.jobs) ? searchJobPositions(db, caller.companyId, text, limit) : [],
      hasAnyRole(caller.role, SEARCH_GROUP_ROLES.candidates) ? searchCandidates(db, caller.companyId, text, limit) : [],
      hasAnyRole(caller.role, SEARCH_GROUP_ROLES.members) ? searchMembers(db, caller.companyId, text, limit) : [],
    ]);
    return {
      query: text,
      jobs,
      candidates: candidates.map((c) => ({ id: c.id, name: c.name || c.email, email: c.email, job_title: c.jobTitle, status: c.status })),
      members: members.map((m) => ({
        id: m.id,
        name: `${m.firstName} ${m.lastName}`.trim() || m.email,
        email: m.email,
        role: normalizeRole(m.role),
      })),
    };
  }

  /**
   * The platform administrator's search: companies and users of every company. Any other role
   * gets 403 `platform_admin_required` before anything is read (the route's guard refuses it
   * before the text is validated, and this check stays for any other caller); the same limits as the company
   * search (query length, results per group, searches per minute) apply.
   */
  async platformSearch(caller: SearchCaller, text: string): Promise<PlatformSearchResult> {
    if (!isPlatformRole(caller.role)) throw platformAdminRequired();
    await this.count(caller.userId);
    const { db } = this.deps;
    const limit = SEARCH_LIMITS.perGroup;
    const [companies, users] = await Promise.all([searchAllCompanies(db, text, limit), searchAllUsers(db, text, limit)]);
    return {
      query: text,
      companies,
      users: users.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim() || u.email,
        email: u.email,
        role: normalizeRole(u.role),
        company_name: u.companyName,
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
