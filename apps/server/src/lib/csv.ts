import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet: a formula-like start gets a leading apostrophe. */
export const neutralise = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export type CsvCell = string | number | null | undefined;

/**
 * A CSV file (RFC 4180, csv-stringify): a header row, then the rows; UTF-8 with a byte order mark
 * so spreadsheets read accented names right, lines ending CRLF, cells quoted when they hold a
 * comma, a quote or a line break, text cells neutralised against formulas (numbers stay numbers).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(neutralise), ...rows.map((r) => [...r])], {
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone line feed or
    // carriage return; RFC 4180 readers need those quoted too.
    quoted_match: /[\r\n]/,
    cast: { string: (value) => neutralise(value) },
  });
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
