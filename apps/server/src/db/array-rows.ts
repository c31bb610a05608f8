import type pg from 'pg';

interface FieldDescription {
  dataTypeID: number;
  format?: string;
}

/** The parts of pg's Result that its `addFields` sets; not in pg's published types. */
interface ResultInternals {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: ((value: string) => unknown)[] | undefined;
  _types: { getTypeParser(oid: number, format: string): (value: string) => unknown } | undefined;
  addFields(fields: FieldDescription[]): void;
}

const patched = new WeakSet<object>();

/**
 * Every statement Drizzle sends asks for its rows as arrays, and pg reads the row description that
 * comes back before each statement's rows. For every description, pg 8.11+ also builds an object
 * with one key per column name, as the template of rows as objects (brianc/node-postgres#3055):
 * one dictionary-mode object filled key by key, then copied. Rows as arrays never read it, and our
 * combined statements return dozens of columns, so it cost about 3% of the server's CPU time on
 * the bench's crowd (decision 477). For a result of rows as arrays this `addFields` does the rest
 * of pg's work (the fields, and each column's parser) and skips the template; a result of rows as
 * objects runs pg's own.
 */
export function skipRowTemplateForArrays(driver: Pick<typeof pg, 'Result' | 'types'>): void {
  const prototype = driver.Result.prototype as unknown as ResultInternals;
  if (patched.has(prototype)) return;
  const addFields = prototype.addFields;
  if (typeof addFields !== 'function') throw new Error("pg's Result has no addFields: array-rows.ts needs a look");
  prototype.addFields = function (this: ResultInternals, fields: FieldDescription[]) {
    if (!this.rowAsArray) return addFields.call(this, fields);
    this.fields = fields;
    const parsers = new Array<(value: string) => unknown>(fields.length);
    const types = this._types ?? (driver.types as unknown as NonNullable<ResultInternals['_types']>);
    for (let i = 0; i < fields.length; i++) {
      const { dataTypeID, format } = fields[i]!;
      parsers[i] = types.getTypeParser(dataTypeID, format || 'text');
    }
    this._parsers = parsers;
  };
  patched.add(prototype);
}
