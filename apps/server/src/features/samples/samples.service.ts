import { SAMPLE_MESSAGES, type SampleKind } from '@hiring/shared/samples';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './samples.repository.ts';
import { sampleInterviews, sampleJobPositions, sampleJobPostings, sampleTeams } from './samples.table.ts';

const notFound = () => new AppError(404, SAMPLE_MESSAGES.notFound);

interface KindConfig {
  table: repo.SampleTable;
  searchColumns: PgColumn[];
  orderBy: PgColumn;
  /** Query or path filters → the column they compare (case-insensitively). */
  filters: Record<string, PgColumn>;
}

/** Per kind: its table, what a search looks through, its order and its filters (spec 02 §7, §9). */
const KINDS: Record<SampleKind, KindConfig> = {
  teams: {
    table: sampleTeams,
    searchColumns: [sampleTeams.name, sampleTeams.description, sampleTeams.location, sampleTeams.departments],
    orderBy: sampleTeams.name,
    filters: { industry: sampleTeams.industry, size: sampleTeams.size },
  },
  'job-postings': {
    table: sampleJobPostings,
    searchColumns: [
      sampleJobPostings.title,
      sampleJobPostings.companyName,
      sampleJobPostings.description,
      sampleJobPostings.location,
      sampleJobPostings.skills,
    ],
    orderBy: sampleJobPostings.title,
    filters: { industry: sampleJobPostings.industry, role: sampleJobPostings.roleType },
  },
  'job-positions': {
    table: sampleJobPositions,
    searchColumns: [
      sampleJobPositions.title,
      sampleJobPositions.department,
      sampleJobPositions.description,
      sampleJobPositions.requiredSkills,
    ],
    orderBy: sampleJobPositions.title,
    filters: { industry: sampleJobPositions.industry, role: sampleJobPositions.roleType },
  },
  interviews: {
    table: sampleInterviews,
    searchColumns: [sampleInterviews.title, sampleInterviews.description, sampleInterviews.topics, sampleInterviews.roleType],
    orderBy: sampleInterviews.title,
    filters: { role: sampleInterviews.roleType, difficulty: sampleInterviews.difficulty },
  },
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

type Row = Record<string, unknown> & { id: string; companyId: string | null };

/** A row as the API shows it: snake_case, dates as ISO text, `library` for the platform's rows. */
function toApi(kind: SampleKind, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'seedKey' || k === 'createdBy') continue;
    out[snake(k)] = v instanceof Date ? v.toISOString() : v;
  }
  out.library = row.companyId === null;
  if (kind === 'interviews') out.question_count = Array.isArray(row.questions) ? row.questions.length : 0;
  return out;
}

/** A validated body's fields (snake_case, undefined left out) as column values. */
function toValues(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && k !== 'id') out[camel(k)] = v;
  return out;
}

export interface SampleListQuery {
  page: number;
  page_size: number;
  query?: string;
  search?: string;
  [filter: string]: unknown;
}

export interface SamplePage {
  items: Record<string, unknown>[];
  page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  search: string | null;
}

/**
 * The samples admin area (spec 02 §2.5): a company's owners and admins see their company's
 * samples and the platform's library, and change only their own (the library answers 403);
 * another company's sample is 404. A super_admin sees every sample, and what they create or
 * change is the library.
 */
export class SamplesService {
  constructor(private readonly db: Db) {}

  /** The company whose rows (with the library) the caller sees; null for a platform administrator (every row). */
  private scope(auth: AuthContext): string | null {
    if (auth.role === 'super_admin') return null;
    if (!auth.companyId) throw notFound();
    return auth.companyId;
  }

  async list(kind: SampleKind, auth: AuthContext, query: SampleListQuery, pathFilter: Record<string, string> = {}): Promise<SamplePage> {
    const config = KINDS[kind];
    const search = query.query || query.search || undefined;
    const filters: Record<string, unknown> = { ...query, ...pathFilter };
    const equals: Array<[PgColumn, string]> = [];
    for (const [name, column] of Object.entries(config.filters)) {
      const value = filters[name];
      if (typeof value === 'string' && value) equals.push([column, value]);
    }
    const { rows, total } = await repo.listSamples<Row>(this.db, config.table, {
      companyId: this.scope(auth),
      equals,
      search,
      searchColumns: config.searchColumns,
      orderBy: config.orderBy,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items: rows.map((r) => toApi(kind, r)),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
      total_pages: Math.ceil(total / query.page_size),
      search: search ?? null,
    };
  }

  private async visible(kind: SampleKind, auth: AuthContext, id: string): Promise<Row> {
    const row = await repo.findSample<Row>(this.db, KINDS[kind].table, id, this.scope(auth));
    if (!row) throw notFound();
    return row;
  }

  /** A row the caller may change: their company's, or the library's for a platform administrator. */
  private async changeable(kind: SampleKind, auth: AuthContext, id: string): Promise<Row> {
    const row = await this.visible(kind, auth, id);
    if (row.companyId === null && auth.role !== 'super_admin') throw forbidden(SAMPLE_MESSAGES.libraryReadOnly);
    return row;
  }

  async get(kind: SampleKind, auth: AuthContext, id: string) {
    return toApi(kind, await this.visible(kind, auth, id));
  }

  async create(kind: SampleKind, auth: AuthContext, input: Record<string, unknown>) {
    const companyId = this.scope(auth);
    const values: Record<string, unknown> = { ...toValues(input), companyId, createdBy: auth.userId };
    if (kind === 'job-postings' && !values.postDate) values.postDate = new Date().toISOString().slice(0, 10);
    return toApi(kind, await repo.insertSample<Row>(this.db, KINDS[kind].table, values));
  }

  async update(kind: SampleKind, auth: AuthContext, input: Record<string, unknown> & { id: string }) {
    const values = toValues(input);
    if (Object.keys(values).length === 0) throw badRequest(SAMPLE_MESSAGES.nothingToUpdate);
    const row = await this.changeable(kind, auth, input.id);
    const updated = await repo.updateSample<Row>(this.db, KINDS[kind].table, row.id, values);
    if (!updated) throw notFound();
    return toApi(kind, updated);
  }

  async remove(kind: SampleKind, auth: AuthContext, id: string): Promise<{ id: string; message: string }> {
    const row = await this.changeable(kind, auth, id);
    if (!(await repo.deleteSample(this.db, KINDS[kind].table, row.id))) throw notFound();
    return { id: row.id, message: 'Sample deleted.' };
  }
}
