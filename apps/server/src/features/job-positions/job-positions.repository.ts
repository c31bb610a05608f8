import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { PlanLimitKey } from '@hiring/shared/billing';
import type { Db } from '../../db/client.ts';
import { fromJson, type JsonRow, jsonArray, jsonObject, oneRow } from '../../db/json-rows.ts';
import { givenKeys, isRootDb, placeholdersOf, preparedPerDb, preparedPerShape, prefixedParams } from '../../db/prepared.ts';
import { jobs } from '../../jobs/jobs.table.ts';
import { authSessions } from '../../db/schema.ts';
import { liveSession } from '../auth/index.ts';
import { type AccessRow, accessSubquery, toAccessRow } from '../billing/index.ts';
import { companies } from '../companies/index.ts';
import { type SessionAccount, sessionUserColumns, users, withJoinedCompany } from '../users/index.ts';
import {
  type JobGoalRow,
  type JobPositionRow,
  jobGoals,
  jobPositionSearch,
  jobPositions,
  jobPositionStatusHistory,
  type StatusHistoryRow,
} from './job-positions.table.ts';

/** A transaction or the database: both run the same queries. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type NewJobPosition = typeof jobPositions.$inferInsert;
export type NewJobGoal = typeof jobGoals.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that are not UUIDs cannot exist; checking first keeps PostgreSQL from failing on the cast. */
export const isUuid = (id: string) => UUID.test(id);

export async function insertJobPosition(tx: Tx, values: NewJobPosition): Promise<JobPositionRow> {
  const [row] = await tx.insert(jobPositions).values(values).returning();
  return row!;
}

type NewHistoryEntry = Omit<typeof jobPositionStatusHistory.$inferInsert, 'jobPositionId'>;
type InsertDb = Pick<Db, '$with' | 'with' | 'insert'>;

/** The statement of `insertJobPositionWithHistory`, on values or on placeholders of the same names. */
function positionWithHistoryQuery(
  tx: InsertDb,
  values: Record<string, unknown>,
  history: Record<string, unknown>,
  id: string | Placeholder,
) {
  const position = tx.$with('created_position').as(
    tx
      .insert(jobPositions)
      .values({ ...(values as NewJobPosition), id: id as string })
      .returning(),
  );
  const entry = tx.$with('created_entry').as(
    tx
      .insert(jobPositionStatusHistory)
      .values({ ...(history as NewHistoryEntry), jobPositionId: id as string })
      .returning(),
  );
  return tx.with(position, entry).select().from(position).crossJoin(entry);
}

/**
 * Outside a transaction, the statement is prepared once per set of given columns (decision 450):
 * Drizzle rebuilt its text (two inserts of 30 columns and a select of both rows) on every request.
 * Each value is a placeholder named by its key, prefixed `position_` or `history_` by its row.
 */
const preparedPositionWithHistory = preparedPerShape('insert_job_position', (db, keys, name) =>
  positionWithHistoryQuery(db, placeholdersOf(keys, 'position_'), placeholdersOf(keys, 'history_'), sql.placeholder('id')).prepare(name),
);

/**
 * A new position and its first history entry, in one statement (decision 446): two inserts as
 * common table expressions, the entry referring to the position's id chosen here. The entry's
 * foreign key is checked at the statement's end, when the position exists. Outside a
 * transaction the statement is a prepared one (decision 450); in one, it is built each time.
 */
export async function insertJobPositionWithHistory(
  tx: InsertDb,
  values: NewJobPosition,
  history: NewHistoryEntry,
): Promise<{ position: JobPositionRow; entry: StatusHistoryRow }> {
  const { id = randomUUID(), ...rest } = values;
  let row: { created_position: JobPositionRow; created_entry: StatusHistoryRow } | undefined;
  if (isRootDb(tx)) {
    const params = { id, ...prefixedParams('position_', rest), ...prefixedParams('history_', history) };
    [row] = await preparedPositionWithHistory(
      tx,
      givenKeys(params).filter((key) => key !== 'id'),
    ).execute(params);
  } else {
    [row] = await positionWithHistoryQuery(tx, rest, history, id);
  }
  return { position: row!.created_position, entry: row!.created_entry };
}

const jobPositionQuery = preparedPerDb((db) =>
  db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.id, sql.placeholder('id')), eq(jobPositions.companyId, sql.placeholder('companyId'))))
    .limit(1)
    .prepare('job_position'),
);

/**
 * The company's position (every call on one position starts here): a prepared statement outside a
 * transaction. `preRead` is the position the route already read with the session (decisions 426,
 * 441; null when the company has none of that id): given, it is the answer and nothing is read.
 */
export async function findJobPosition(
  db: Tx,
  companyId: string,
  id: string,
  preRead?: JobPositionRow | null,
): Promise<JobPositionRow | undefined> {
  if (preRead !== undefined) return preRead ?? undefined;
  if (!isUuid(id)) return undefined;
  if (isRootDb(db)) return (await jobPositionQuery(db).execute({ id, companyId }))[0];
  const [row] = await db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.id, id), eq(jobPositions.companyId, companyId)))
    .limit(1);
  return row;
}

/** Never a position's id: what an id that is not a UUID is looked up as, so it matches nothing. */
const NO_ID = '00000000-0000-0000-0000-000000000000';
const position = alias(jobPositions, 'position');

/**
 * The first statement of a position's routes (decision 426): the user behind the live session,
 * as every authenticated request reads it, and the position of the placeholder `id` if it belongs
 * to the user's company. One round trip instead of the session's and then the position's.
 */
const sessionPositionQuery = sessionPositionWith('session_job_position', () => ({}));

/** The session's user and, when `id` is one of the user's company's positions, that position (else null). */
export async function findSessionWithPosition(
  db: Db,
  sessionId: string,
  userId: string,
  id: string,
): Promise<{ account: SessionAccount; position: JobPositionRow | null } | undefined> {
  const found = await findSessionWithPositionReads(sessionPositionQuery, db, sessionId, userId, id, () => null);
  return found && { account: found.account, position: found.found?.position ?? null };
}

/**
 * session_job_position with the company's access row joined (billing's accessSubquery, decision
 * 465): for the routes whose gate would read it next, the creation (with no id, and its plan's
 * limit on positions) and a goal edit (with the position, and no limit). One statement serves both.
 */
const sessionAccessQuery = preparedPerDb((db) => {
  const access = accessSubquery(db, users.companyId);
  return db
    .select({ user: sessionUserColumns, company: { id: companies.id, name: companies.name }, position, access: access.fields })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(position, and(eq(position.id, sql.placeholder('id')), eq(position.companyId, users.companyId)))
    .leftJoinLateral(access.found, sql`true`)
    .where(liveSession())
    .limit(1)
    .prepare('session_access');
});

export interface SessionAccess {
  account: SessionAccount;
  /** The position of `id` in the user's company; null when there is none (or no id was given). */
  position: JobPositionRow | null;
  /** The company's access row, as the gate reads it; null without a current subscription. */
  access: AccessRow | null;
}

/** findSessionWithPosition (`id` may be omitted) with the company's access for `limitKey` (null: no limit). */
export async function findSessionWithAccess(
  db: Db,
  sessionId: string,
  userId: string,
  id: string | null,
  limitKey: PlanLimitKey | null,
): Promise<SessionAccess | undefined> {
  const [row] = await sessionAccessQuery(db).execute({ sessionId, userId, id: id && isUuid(id) ? id : NO_ID, limitKey });
  if (!row) return undefined;
  return {
    account: withJoinedCompany(row),
    position: row.position?.id ? row.position : null,
    access: toAccessRow(row.access),
  };
}

/** For background work, which knows the id and company from its own payload. */
export async function findJobPositionById(db: Tx, id: string): Promise<JobPositionRow | undefined> {
  const [row] = await db.select().from(jobPositions).where(eq(jobPositions.id, id)).limit(1);
  return row;
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

/** Positions that count against the plan's job limit: every one not finished or archived. */
export const FINISHED_STATUSES = ['archived', 'closed', 'hired', 'inactive', 'deactivated'];

export async function countOpenJobPositions(db: Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobPositions)
    .where(and(eq(jobPositions.companyId, companyId), notInArray(jobPositions.status, FINISHED_STATUSES)));
  return row?.n ?? 0;
}

/** The statement of `updateJobPosition`, on values or on placeholders of the same names. */
function updatePositionQuery(
  tx: Tx,
  set: Record<string, unknown>,
  where: { id: string | Placeholder; companyId: string | Placeholder; status?: string | Placeholder },
) {
  const conditions = [eq(jobPositions.id, where.id), eq(jobPositions.companyId, where.companyId)];
  if (where.status !== undefined) conditions.push(eq(jobPositions.status, where.status));
  return tx
    .update(jobPositions)
    .set(set as Partial<NewJobPosition>)
    .where(and(...conditions))
    .returning();
}

/**
 * Outside a transaction, prepared once per set of columns changed (and whether the status is a
 * condition), as the insert is (decision 450): the builder walked 31 returned columns on every
 * edit, and PostgreSQL planned the statement each time. Values are placeholders `set_<key>`.
 */
const preparedPositionUpdate = preparedPerShape('update_job_position', (db, keys, name) => {
  const status = keys.includes('status') ? sql.placeholder('status') : undefined;
  return updatePositionQuery(db, placeholdersOf(keys, 'set_'), {
    id: sql.placeholder('id'),
    companyId: sql.placeholder('companyId'),
    status,
  }).prepare(name);
});

export async function updateJobPosition(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<NewJobPosition>,
  /** When set, the row changes only if its status is still this one. */
  expectedStatus?: string,
): Promise<JobPositionRow | undefined> {
  const set = { ...values, updatedAt: new Date() };
  if (!isRootDb(tx)) return (await updatePositionQuery(tx, set, { id, companyId, status: expectedStatus }))[0];
  // The shape: the columns given, and `status` when it is a condition (an undefined one is left out).
  const params = { id, companyId, status: expectedStatus, ...prefixedParams('set_', set) };
  const keys = givenKeys(params).filter((key) => key !== 'id' && key !== 'companyId');
  return (await preparedPositionUpdate(tx, keys).execute(params))[0];
}

export async function deleteJobPosition(db: Tx, companyId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(jobPositions)
    .where(and(eq(jobPositions.id, id), eq(jobPositions.companyId, companyId)))
    .returning({ id: jobPositions.id });
  return deleted.length > 0;
}

export async function insertStatusHistory(tx: Tx, values: typeof jobPositionStatusHistory.$inferInsert): Promise<StatusHistoryRow> {
  const [row] = await tx.insert(jobPositionStatusHistory).values(values).returning();
  return row!;
}

export interface HistoryWithUser extends StatusHistoryRow {
  user: { id: string; firstName: string; lastName: string; email: string } | null;
}

/** Oldest first, as a timeline reads. */
const historyOrder = [asc(jobPositionStatusHistory.createdAt), asc(jobPositionStatusHistory.id)];
const historyUser = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

const historyQuery = (db: Tx, jobPositionId: Placeholder | string) =>
  db
    .select({ entry: jobPositionStatusHistory, user: historyUser })
    .from(jobPositionStatusHistory)
    .leftJoin(users, eq(users.id, jobPositionStatusHistory.changedBy))
    .where(eq(jobPositionStatusHistory.jobPositionId, jobPositionId))
    .orderBy(...historyOrder);
const preparedHistory = preparedPerDb((db) => historyQuery(db, sql.placeholder('jobPositionId')).prepare('job_position_history'));

export async function listStatusHistory(db: Tx, jobPositionId: string): Promise<HistoryWithUser[]> {
  const rows = isRootDb(db) ? await preparedHistory(db).execute({ jobPositionId }) : await historyQuery(db, jobPositionId);
  return rows.map((r) => ({ ...r.entry, user: r.user?.id ? r.user : null }));
}

const goalOrder = [asc(jobGoals.priorityOrder), asc(jobGoals.createdAt)];
const goalsQuery = (db: Tx, jobPositionId: Placeholder | string) =>
  db
    .select()
    .from(jobGoals)
    .where(eq(jobGoals.jobPositionId, jobPositionId))
    .orderBy(...goalOrder);
const preparedGoals = preparedPerDb((db) => goalsQuery(db, sql.placeholder('jobPositionId')).prepare('job_goals'));

export async function listGoals(db: Tx, jobPositionId: string): Promise<JobGoalRow[]> {
  return isRootDb(db) ? preparedGoals(db).execute({ jobPositionId }) : goalsQuery(db, jobPositionId);
}

/** How many questions the current set of a position has. */
export interface QuestionCounts {
  total: number;
  /** All of them once the set is finalized, none before. */
  finalized: number;
}

/** What a position's answer shows beside its own row. */
export interface PositionParts {
  goals: JobGoalRow[];
  history: HistoryWithUser[];
  questions: QuestionCounts;
}

/** The question counts of the position `jobPositionId` as SQL of a JSON object, from the questions feature. */
export type QuestionCountsJson = (jobPositionId: SQL | Placeholder) => SQL<QuestionCounts | null>;

const goalColumns = getTableColumns(jobGoals);
const historyColumns = getTableColumns(jobPositionStatusHistory);

/** The goals of the position `jobPositionId` as SQL of a JSON array, in `listGoals`' order (decision 462). */
export const goalsJson = (jobPositionId: SQL | Placeholder): SQL<JsonRow[]> =>
  jsonArray<JsonRow>(jsonObject(goalColumns), sql`from ${jobGoals} where ${eq(jobGoals.jobPositionId, jobPositionId)}`, goalOrder);

/** The rows read by `goalsJson`, as `listGoals` gives them. */
export const goalsFromJson = (rows: JsonRow[]): JobGoalRow[] => rows.map((goal) => fromJson<JobGoalRow>(goalColumns, goal));

/**
 * A position's goals, its history with who made each change, and its question counts, as the
 * columns of a select (decision 462): each as JSON, in the orders `listGoals` and
 * `listStatusHistory` give. `id` is a placeholder, or an outer statement's position column (the
 * session's statement, decision 468). `questionCounts` is the questions feature's subquery
 * (without it the counts are zeros).
 */
function partsFields(questionCounts: QuestionCountsJson | undefined, id: SQL | Placeholder) {
  const historyEntry = sql`json_build_object('entry', ${jsonObject(historyColumns)}, 'user', case when ${users.id} is null then null else ${jsonObject(historyUser)} end)`;
  return {
    goals: goalsJson(id).as('goals'),
    history: jsonArray<{ entry: JsonRow; user: JsonRow | null }>(
      historyEntry,
      sql`from ${jobPositionStatusHistory} left join ${users} on ${eq(users.id, jobPositionStatusHistory.changedBy)} where ${eq(jobPositionStatusHistory.jobPositionId, id)}`,
      historyOrder,
    ).as('history'),
    questions: (questionCounts ? questionCounts(id) : sql<null>`null`).as('questions'),
  };
}

type PartsRow = { [K in keyof ReturnType<typeof partsFields>]: ReturnType<typeof partsFields>[K]['_']['type'] };

function toParts(row: PartsRow): PositionParts {
  return {
    goals: goalsFromJson(row.goals),
    history: row.history.map(({ entry, user }) => ({
      ...fromJson<StatusHistoryRow>(historyColumns, entry),
      user: user && fromJson<NonNullable<HistoryWithUser['user']>>(historyUser, user),
    })),
    questions: row.questions ?? { total: 0, finalized: 0 },
  };
}

/**
 * A position's parts in one prepared statement (decision 462). Three statements side by side
 * cost each of them its own round trip, protocol work on both sides and socket writes; one costs
 * them once.
 */
export const positionPartsQuery = (questionCounts: QuestionCountsJson | undefined) =>
  positionReadsQuery(questionCounts ? 'position_parts' : 'position_parts_without_questions', (id) => partsFields(questionCounts, id));

export const readPositionParts = (query: ReturnType<typeof positionPartsQuery>, db: Db, jobPositionId: string): Promise<PositionParts> =>
  readPositionReads(query, db, jobPositionId, toParts);

/**
 * An edit of a position's fields and its parts in one prepared statement per set of columns
 * changed (decision 469): the update as a common table expression, and the parts read beside it
 * in the same snapshot. A field edit changes none of the parts, so they are the ones the answer
 * shows. No row when the update matched none (another company's, or a status that moved).
 */
export function positionUpdateWithPartsQuery(questionCounts: QuestionCountsJson | undefined) {
  const name = questionCounts ? 'update_job_position_parts' : 'update_job_position_parts_without_questions';
  return preparedPerShape(name, (db, keys, shapeName) => {
    const status = keys.includes('status') ? sql.placeholder('status') : undefined;
    const where = { id: sql.placeholder('id'), companyId: sql.placeholder('companyId'), status };
    const updated = db.$with('updated_position').as(updatePositionQuery(db, placeholdersOf(keys, 'set_'), where));
    const parts = db
      .select(partsFields(questionCounts, sql.placeholder('id')))
      .from(oneRow)
      .as('parts');
    return db.with(updated).select().from(updated).crossJoin(parts).prepare(shapeName);
  });
}

/** updateJobPosition outside a transaction, with the position's parts read beside it (decision 469); undefined when no row changed. */
export async function updateJobPositionWithParts(
  query: ReturnType<typeof positionUpdateWithPartsQuery>,
  db: Db,
  companyId: string,
  id: string,
  values: Partial<NewJobPosition>,
): Promise<{ position: JobPositionRow; parts: PositionParts } | undefined> {
  const params = { id, companyId, ...prefixedParams('set_', { ...values, updatedAt: new Date() }) };
  const keys = givenKeys(params).filter((key) => key !== 'id' && key !== 'companyId');
  const [row] = await query(db, keys).execute(params);
  return row && { position: row.updated_position, parts: toParts(row.parts) };
}

/** Columns read beside the session and its position: subqueries on the position's id, each aliased. */
export type PositionReads = Record<string, SQL.Aliased>;
type ReadsRow<F extends PositionReads> = { [K in keyof F]: F[K]['_']['type'] };

/**
 * `reads` of the position of the placeholder `jobPositionId` alone, in one prepared statement
 * (decisions 462–464): the same columns `sessionPositionWith` reads beside the session, for a
 * caller that has the position already.
 */
export function positionReadsQuery<F extends PositionReads>(name: string, reads: (positionId: SQL | Placeholder) => F) {
  return preparedPerDb((db) =>
    db
      .select(reads(sql.placeholder('jobPositionId')))
      .from(oneRow)
      .prepare(name),
  );
}

/** Runs a `positionReadsQuery` statement for the position `jobPositionId`; `map` turns its row into what the caller needs. */
export async function readPositionReads<F extends PositionReads, T>(
  query: ReturnType<typeof positionReadsQuery<F>>,
  db: Db,
  jobPositionId: string,
  map: (row: ReadsRow<F>) => T,
): Promise<T> {
  const [row] = await query(db).execute({ jobPositionId });
  return map(row as unknown as ReadsRow<F>);
}

/**
 * The session with the position of `:id` and `reads` of it beside, in one statement: the
 * screen of one position read with the session (decisions 468, 470). `reads` get the joined
 * position's id, so they read the user's company's position only, and nothing when there is none.
 */
export function sessionPositionWith<F extends PositionReads>(name: string, reads: (positionId: SQL | Placeholder) => F) {
  return preparedPerDb((db) =>
    db
      .select({ user: sessionUserColumns, company: { id: companies.id, name: companies.name }, position, ...reads(sql`${position.id}`) })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(position, and(eq(position.id, sql.placeholder('id')), eq(position.companyId, users.companyId)))
      .where(liveSession())
      .limit(1)
      .prepare(name),
  );
}

export interface SessionPositionRead<T> {
  account: SessionAccount;
  /** The position of `id` in the user's company, with what was read of it; null when there is none. */
  found: { position: JobPositionRow; read: T } | null;
}

/** The position of a session read, as `findJobPosition` takes it read already: undefined when nothing was read. */
export function positionOfRead<T>(found: SessionPositionRead<T>['found'] | undefined): JobPositionRow | null | undefined {
  return found === undefined ? undefined : (found?.position ?? null);
}

/** Runs a `sessionPositionWith` statement for the position `id`; `map` turns the reads' row into what the route needs. */
export async function findSessionWithPositionReads<F extends PositionReads, T>(
  query: ReturnType<typeof sessionPositionWith<F>>,
  db: Db,
  sessionId: string,
  userId: string,
  id: string,
  map: (row: ReadsRow<F>) => T,
): Promise<SessionPositionRead<T> | undefined> {
  const [row] = (await query(db).execute({ sessionId, userId, id: isUuid(id) ? id : NO_ID })) as unknown as (ReadsRow<F> & {
    user: SessionAccount['user'];
    company: { id: string | null; name: string | null } | null;
    position: JobPositionRow | null;
  })[];
  if (!row) return undefined;
  const { user, company, position: found, ...reads } = row;
  return {
    account: withJoinedCompany({ user, company: company as SessionAccount['company'] }),
    found: found?.id ? { position: found, read: map(reads as unknown as ReadsRow<F>) } : null,
  };
}

/** The detail route's one statement (decision 468): the position's parts beside the session. */
export const sessionPartsQuery = (questionCounts: QuestionCountsJson | undefined) =>
  sessionPositionWith(questionCounts ? 'session_job_position_parts' : 'session_job_position_parts_without_questions', (id) =>
    partsFields(questionCounts, id),
  );

export type SessionParts = SessionPositionRead<PositionParts>;

/** findSessionWithPosition with the position's parts (decision 468). */
export const findSessionWithParts = (query: ReturnType<typeof sessionPartsQuery>, db: Db, sessionId: string, userId: string, id: string) =>
  findSessionWithPositionReads(query, db, sessionId, userId, id, toParts);

/** Opens a position's goals for editing again: none of them stays confirmed. */
export async function reopenGoals(tx: Tx, jobPositionId: string): Promise<void> {
  await tx.update(jobGoals).set({ confirmed: false, updatedAt: new Date() }).where(eq(jobGoals.jobPositionId, jobPositionId));
}

export async function countGoals(db: Tx, jobPositionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobGoals).where(eq(jobGoals.jobPositionId, jobPositionId));
  return row?.n ?? 0;
}

export async function insertGoals(tx: Tx, goals: NewJobGoal[]): Promise<void> {
  if (goals.length > 0) await tx.insert(jobGoals).values(goals);
}

/**
 * Positions left in a system-driven status since before `before` with no queued or running job
 * keyed by them: nothing will move them on any more.
 */
export async function findStuckJobPositions(
  db: Tx,
  statuses: readonly string[],
  before: Date,
): Promise<Pick<JobPositionRow, 'id' | 'companyId' | 'status'>[]> {
  return db
    .select({ id: jobPositions.id, companyId: jobPositions.companyId, status: jobPositions.status })
    .from(jobPositions)
    .where(
      and(
        inArray(jobPositions.status, [...statuses]),
        sql`${jobPositions.updatedAt} < ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${jobs} where ${jobs.key} = ${jobPositions.id}::text and ${jobs.status} in ('queued', 'running'))`,
      ),
    )
    .limit(100);
}
