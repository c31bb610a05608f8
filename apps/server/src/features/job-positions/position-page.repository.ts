import { type AnyColumn, and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { listJobPositionsQuerySchema } from '@hiring/shared/job-positions';
import type { Db } from '../../db/client.ts';
import { fromJson, type JsonRow, jsonArray, jsonObject } from '../../db/json-rows.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { authSessions } from '../../db/schema.ts';
import { liveSession } from '../auth/index.ts';
import { companies } from '../companies/index.ts';
import { type SessionAccount, sessionUserColumns, users, withJoinedCompany } from '../users/index.ts';
import { type JobPositionRow, jobGoals, jobPositionSearch, jobPositions } from './job-positions.table.ts';

/** The list of a company's positions: a page, searched and filtered by status, alone or beside the session. */

type ListQuery = z.output<typeof listJobPositionsQuerySchema>;

/** What a list query asks for: both status filters as one set, in one order. */
export function listFilterOf(query: ListQuery): ListFilter {
  const statuses = [...new Set([...query.status, ...query.workflow_state])].sort();
  return { page: query.page, pageSize: query.page_size, search: query.search, statuses };
}

export interface ListFilter {
  page: number;
  pageSize: number;
  search?: string;
  statuses: string[];
}

const pageColumns = {
  id: jobPositions.id,
  title: jobPositions.title,
  department: jobPositions.department,
  status: jobPositions.status,
  requiredSkills: jobPositions.requiredSkills,
  experienceLevel: jobPositions.experienceLevel,
  employmentType: jobPositions.employmentType,
  workLocation: jobPositions.workLocation,
  salaryRange: jobPositions.salaryRange,
  interviewCount: jobPositions.interviewCount,
  createdAt: jobPositions.createdAt,
  updatedAt: jobPositions.updatedAt,
};

export type JobPositionSummaryRow = { [K in keyof typeof pageColumns]: JobPositionRow[K] } & { goalsCount: number };

/**
 * Word-prefix search over title and department: every word of the search must start a word of
 * the title or department. Each word is quoted as one tsquery lexeme, so the text search parser
 * splits it exactly as it split the stored vector ("node.js", "r&d", "o'brien"). The company's id
 * is put in front of each lexeme afterwards, in SQL (`job_position_search_query`, decision 452).
 */
export function toPrefixQuery(search: string): string | null {
  const words = search
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`);
  return words.length > 0 ? words.join(' & ') : null;
}

/** The goal count of a position, by its id column. */
const goalsCountOf = (id: SQL | AnyColumn) => sql<number>`(select count(*)::int from ${jobGoals} where ${jobGoals.jobPositionId} = ${id})`;
/** The goal count of each row of a page (the subquery's alias is `page`). */
const pageGoalsCount = goalsCountOf(sql`${sql.identifier('page')}.${sql.identifier('id')}`);

/** The company whose positions are listed: a placeholder, or the session's user's column (decision 467). */
type CompanyRef = Placeholder | AnyPgColumn;
const statusIn = (status: AnyPgColumn) => sql`${status} = any(${sql.placeholder('statuses')}::text[])`;
/** The company's id is put in front of each word searched, as it is in front of each word stored (decision 452). */
const matchesSearch = (companyId: CompanyRef) =>
  sql`${jobPositionSearch.words} @@ job_position_search_query(${companyId}, ${sql.placeholder('query')})`;

/**
 * A search page: the matches are collected once from the narrow search table through its GIN
 * index, counted by a window over all of them, sorted and cut to the page (decision 440); only
 * then are the page's rows read from job_positions by id, with their goal counts. (Counting first
 * and then reading the page collected the matches twice and cost two round trips; decision 322.)
 */
function searchPageRows(db: Db, withStatuses: boolean, companyId: CompanyRef) {
  const matches = db
    .select({
      id: jobPositionSearch.jobPositionId,
      createdAt: jobPositionSearch.createdAt,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(jobPositionSearch)
    .where(
      and(
        eq(jobPositionSearch.companyId, companyId),
        matchesSearch(companyId),
        withStatuses ? statusIn(jobPositionSearch.status) : undefined,
      ),
    )
    .orderBy(desc(jobPositionSearch.createdAt), desc(jobPositionSearch.jobPositionId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...pageColumns, total: matches.total, goalsCount: goalsCountOf(jobPositions.id).as('goals_count') })
    .from(matches)
    .innerJoin(jobPositions, eq(jobPositions.id, matches.id))
    .orderBy(desc(matches.createdAt), desc(matches.id));
}

/**
 * The newest-first page without a search, with the count of all the company's rows beside it in
 * the same statement: the (company_id, created_at, id) index is walked and stops after the page,
 * and the count, a subquery that does not depend on the row, is evaluated once (decision 442).
 */
function listPageRows(db: Db, withStatuses: boolean, companyId: CompanyRef) {
  const filter = () => and(eq(jobPositions.companyId, companyId), withStatuses ? statusIn(jobPositions.status) : undefined);
  const page = db
    .select(pageColumns)
    .from(jobPositions)
    .where(filter())
    .orderBy(desc(jobPositions.createdAt), desc(jobPositions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const total = db.select({ n: count() }).from(jobPositions).where(filter());
  return db
    .select({ ...page._.selectedFields, goalsCount: pageGoalsCount.as('goals_count'), total: sql<number>`(${total})`.as('total') })
    .from(page)
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The four pages: with a search or without, with a status filter or without. */
const PAGE_KINDS = [
  { search: false, statuses: false, name: 'job_positions_page' },
  { search: false, statuses: true, name: 'job_positions_status_page' },
  { search: true, statuses: false, name: 'job_positions_search_page' },
  { search: true, statuses: true, name: 'job_positions_search_status_page' },
] as const;
type PageKind = (typeof PAGE_KINDS)[number];
const pageRows = (db: Db, kind: PageKind, companyId: CompanyRef) =>
  (kind.search ? searchPageRows : listPageRows)(db, kind.statuses, companyId);

const pageQueries = PAGE_KINDS.map((kind) => preparedPerDb((db) => pageRows(db, kind, sql.placeholder('companyId')).prepare(kind.name)));

/**
 * The list route's one statement (decision 467): the user behind the live session, as every
 * authenticated request reads it, and the page of the user's company's positions as JSON. The
 * company is the session's user's, so the page cannot be another company's.
 */
const sessionPageQueries = PAGE_KINDS.map((kind) =>
  preparedPerDb((db) => {
    const rows = pageRows(db, kind, users.companyId).as('rows');
    // Each row as JSON keyed as the page's columns, with its goal count and the count of all.
    const keys = [...Object.keys(pageColumns), 'goalsCount', 'total'] as (keyof typeof rows._.selectedFields)[];
    const row = jsonObject(Object.fromEntries(keys.map((key) => [key, rows[key]])));
    return db
      .select({
        user: sessionUserColumns,
        company: { id: companies.id, name: companies.name },
        page: jsonArray<JsonRow>(row, sql`from ${rows}`, [desc(rows.createdAt), desc(rows.id)]),
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(liveSession())
      .limit(1)
      .prepare(`session_${kind.name}`);
  }),
);

const countQueries = PAGE_KINDS.map((kind) =>
  preparedPerDb((db) => {
    const companyId = sql.placeholder('companyId');
    return kind.search
      ? db
          .select({ total: count() })
          .from(jobPositionSearch)
          .where(
            and(
              eq(jobPositionSearch.companyId, companyId),
              matchesSearch(companyId),
              kind.statuses ? statusIn(jobPositionSearch.status) : undefined,
            ),
          )
          .prepare(`job_positions_count_search${kind.statuses ? '_status' : ''}`)
      : db
          .select({ total: count() })
          .from(jobPositions)
          .where(and(eq(jobPositions.companyId, companyId), kind.statuses ? statusIn(jobPositions.status) : undefined))
          .prepare(`job_positions_count${kind.statuses ? '_status' : ''}`);
  }),
);

export interface JobPositionsPage {
  rows: JobPositionSummaryRow[];
  total: number;
}

function pageParams(filter: ListFilter) {
  const query = filter.search ? toPrefixQuery(filter.search) : null;
  const kind = (query !== null ? 2 : 0) + (filter.statuses.length > 0 ? 1 : 0);
  const params = { query, statuses: filter.statuses, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
  return { kind, params };
}

/** The page of `rows`, each with the count of all matches: a page past the last row has none to carry it, and only then is it counted apart. */
async function toPage(
  db: Db,
  companyId: string,
  { kind, params }: ReturnType<typeof pageParams>,
  rows: (JobPositionSummaryRow & { total: number | string })[],
): Promise<JobPositionsPage> {
  const counted = async () => (await countQueries[kind]!(db).execute({ ...params, companyId }))[0]?.total ?? 0;
  const total = rows.length > 0 ? Number(rows[0]!.total) : params.offset > 0 ? await counted() : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export async function listJobPositions(db: Db, companyId: string, filter: ListFilter): Promise<JobPositionsPage> {
  const page = pageParams(filter);
  return toPage(db, companyId, page, await pageQueries[page.kind]!(db).execute({ ...page.params, companyId }));
}

/**
 * The session's user and the page of their company's positions that `filter` asks for, in one
 * statement (decision 467); `page` is undefined for a user without a company (nothing to list).
 */
export async function findSessionWithPage(
  db: Db,
  sessionId: string,
  userId: string,
  filter: ListFilter,
): Promise<{ account: SessionAccount; page: JobPositionsPage | undefined } | undefined> {
  const page = pageParams(filter);
  const [row] = await sessionPageQueries[page.kind]!(db).execute({ ...page.params, sessionId, userId });
  if (!row) return undefined;
  const account = withJoinedCompany(row);
  const companyId = row.user.companyId;
  if (!companyId) return { account, page: undefined };
  const rows = row.page.map((json) => ({
    ...fromJson<Omit<JobPositionSummaryRow, 'goalsCount'>>(pageColumns, json),
    goalsCount: json.goalsCount as number,
    total: json.total as number,
  }));
  return { account, page: await toPage(db, companyId, page, rows) };
}
