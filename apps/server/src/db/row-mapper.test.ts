import { Column, eq, is, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { compileRowMapper, type SelectedField, withCompiledRows } from './row-mapper.ts';
import { companies, jobGoals, jobPositions, users } from './schema.ts';

const db = drizzle.mock();

/** Drizzle's own row mapping, which its drivers run when a query has no mapper of its own; not in its published types. */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>): unknown;
};

interface Prepared {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** What the driver hands over for a column: text PostgreSQL sent, or a value pg already parsed. */
function rawValueOf(field: unknown, n: number): unknown {
  if (!is(field, Column)) return String(n);
  const type = field.columnType;
  if (type.includes('Json')) return JSON.stringify({ n });
  if (type.includes('Timestamp') || type.includes('Date')) return `2026-11-${String(1 + (n % 28)).padStart(2, '0')} 04:00:00+00`;
  if (/Integer|Serial|BigInt|Numeric|Real|Double|SmallInt/.test(type)) return String(n);
  if (type.includes('Boolean')) return n % 2 === 0;
  return `text ${n}`;
}

/** Rows with every column present, every column null, and each column alone null or alone present. */
function rowsFor(fields: SelectedField[]): unknown[][] {
  const full = fields.map(({ field }, i) => rawValueOf(field, i + 1));
  const rows = [full, fields.map(() => null)];
  for (let i = 0; i < fields.length; i++) {
    rows.push(full.map((value, j) => (j === i ? null : value)));
    rows.push(full.map((value, j) => (j === i ? value : null)));
  }
  return rows;
}

/** Drizzle's rows and the compiled mapper's, as JSON: the same values and the same key order. */
function bothMappings(query: unknown) {
  const { fields, joinsNotNullableMap } = query as Prepared;
  const rows = rowsFor(fields);
  return {
    drizzle: JSON.stringify(rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap))),
    compiled: JSON.stringify(compileRowMapper(fields, joinsNotNullableMap)!(rows)),
  };
}

describe('the compiled row mapper (decision 478)', () => {
  it('maps a table with timestamps, jsonb and nulls as Drizzle does', () => {
    const { drizzle: expected, compiled } = bothMappings(db.select().from(users).prepare('users_all'));
    expect(compiled).toBe(expected);
  });

  it('nulls a left-joined table whose first column is null, keeps an inner-joined one, as Drizzle does', () => {
    const query = db
      .select()
      .from(jobPositions)
      .innerJoin(companies, eq(companies.id, jobPositions.companyId))
      .leftJoin(users, eq(users.id, jobPositions.createdBy))
      .leftJoin(jobGoals, eq(jobGoals.jobPositionId, jobPositions.id))
      .prepare('joined');
    const { drizzle: expected, compiled } = bothMappings(query);
    expect(compiled).toBe(expected);
    // The case that matters: a row whose left-joined user is missing.
    expect(compiled).toContain('"users":null');
  });

  it('maps nested objects, sql fields with and without a decoder, and aliased ones as Drizzle does', () => {
    const query = db
      .select({
        id: jobPositions.id,
        total: sql<number>`count(*)`.mapWith(Number),
        raw: sql<string>`'x'`,
        aliased: sql<string>`'y'`.as('aliased'),
        // Deeper than Drizzle's types allow a select to nest, which its mapping handles all the same.
        owner: { email: users.email, since: users.createdAt, company: { name: companies.name } } as never,
        mixed: { title: jobPositions.title, email: users.email },
        // A left-joined table's column first, then another table's: Drizzle never nulls such an object.
        joinedFirst: { email: users.email, title: jobPositions.title },
      })
      .from(jobPositions)
      .leftJoin(users, eq(users.id, jobPositions.createdBy))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .prepare('nested');
    const { drizzle: expected, compiled } = bothMappings(query);
    expect(compiled).toBe(expected);
  });

  it("maps an insert's returning row as Drizzle does", () => {
    const query = db
      .insert(companies)
      .values({ name: sql.placeholder('name') } as never)
      .returning()
      .prepare('insert_company');
    const { drizzle: expected, compiled } = bothMappings(query);
    expect(compiled).toBe(expected);
  });

  it('leaves a query with a `__proto__` key to Drizzle, which an object literal could not hold as its own', () => {
    const query = db
      .select({ ['__proto__']: users.email } as never)
      .from(users)
      .prepare('proto') as unknown as Prepared;
    expect(compileRowMapper(query.fields)).toBeUndefined();
    expect(withCompiledRows(query).customResultMapper).toBeUndefined();
  });

  it('is given to a prepared query once, and leaves a query with its own mapper alone', () => {
    const query = withCompiledRows(db.select().from(companies).prepare('companies_all')) as unknown as Prepared;
    const mapper = query.customResultMapper;
    expect(typeof mapper).toBe('function');
    expect(withCompiledRows(query).customResultMapper).toBe(mapper);
    expect(withCompiledRows(new Map())).toBeInstanceOf(Map);
  });
});
