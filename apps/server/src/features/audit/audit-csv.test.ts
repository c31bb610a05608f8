import { describe, expect, it } from 'vitest';
import { csvCell } from './audit-csv.ts';

describe('a cell of the decision log CSV', () => {
  it('quotes a comma, a quote or a line break (RFC 4180), quotes doubled', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
  it('defuses a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell('2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
  });
});
