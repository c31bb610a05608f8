import { describe, expect, it } from 'vitest';
import { neutralise, toCsv } from './csv.ts';

describe('CSV files', () => {
  it('start with a UTF-8 byte order mark and end every line with CRLF', () => {
    const csv = toCsv(['Name', 'Score'], [['Łukasz Żółć', 4]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFName,Score\r\nŁukasz Żółć,4\r\n');
  });

  it('quote cells holding a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(toCsv(['a'], [['Smith, Jo'], ['say "hi"'], ['two\nlines']])).toBe('\uFEFFa\r\n"Smith, Jo"\r\n"say ""hi"""\r\n"two\nlines"\r\n');
  });

  it('neutralise cells a spreadsheet would run as a formula: = + - @ tab and carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralise(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(neutralise('Ann = Bob')).toBe('Ann = Bob');
    const csv = toCsv(['Name'], [['=HYPERLINK("http://evil.example","x")'], ['@cmd'], [-2]]);
    expect(csv).toBe('\uFEFFName\r\n"\'=HYPERLINK(""http://evil.example"",""x"")"\r\n\'@cmd\r\n-2\r\n');
  });

  it('leave empty cells empty', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('\uFEFFa,b\r\n,\r\n');
  });
});
