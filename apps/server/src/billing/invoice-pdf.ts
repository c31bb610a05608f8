/**
 * A one-page invoice as a real PDF, written by hand: the standard Helvetica fonts need no
 * embedding, so a few objects and an exact cross-reference table are all a viewer needs.
 */

export interface InvoicePdfInput {
  seller: { name: string; lines: string[] };
  number: string;
  status: 'paid' | 'failed';
  issuedAt: Date;
  billedTo: { company: string; contact: string; email: string | null; address: string[] };
  lines: { description: string; period: string; amount: string }[];
  total: string;
  paymentNote: string | null;
  testMode: boolean;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;

/** Widths (per 1000 em) of Helvetica glyphs used in amounts; others are estimated. */
const HELVETICA_WIDTHS: Record<string, number> = { '.': 278, ',': 278, ' ': 278, '-': 333, '/': 278, $: 556 };
function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    if (/[0-9]/.test(ch)) units += 556;
    else if (HELVETICA_WIDTHS[ch]) units += HELVETICA_WIDTHS[ch];
    else if (/[A-Z]/.test(ch)) units += bold ? 722 : 667;
    else units += bold ? 556 : 500;
  }
  return (units * size) / 1000;
}

/** PDF string literal in WinAnsi: escapes delimiters and replaces what the font cannot show. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 63;
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code === 0x2022) out += '\\225';
    else if (code === 0x2013 || code === 0x2014) out += '-';
    else if (code < 0x20 || code > 0xff) out += '?';
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

class Page {
  readonly ops: string[] = [];
  text(x: number, y: number, text: string, size = 10, bold = false, grey = false) {
    this.ops.push(
      `BT ${grey ? '0.42 0.45 0.5 rg' : '0.07 0.09 0.15 rg'} /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }
  right(xRight: number, y: number, text: string, size = 10, bold = false) {
    this.text(xRight - textWidth(text, size, bold), y, text, size, bold);
  }
  line(x1: number, y1: number, x2: number, y2: number, width = 0.75) {
    this.ops.push(`0.82 0.84 0.87 RG ${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }
  box(x: number, y: number, w: number, h: number, rgb: string) {
    this.ops.push(`${rgb} rg ${x} ${y} ${w} ${h} re f`);
  }
}

export function renderInvoicePdf(input: InvoicePdfInput): Buffer {
  const page = new Page();
  const right = PAGE_WIDTH - MARGIN;
  let y = PAGE_HEIGHT - MARGIN - 10;

  page.text(MARGIN, y, input.seller.name, 18, true);
  page.right(right, y, 'INVOICE', 18, true);
  y -= 18;
  for (const line of input.seller.lines) {
    page.text(MARGIN, y, line, 9, false, true);
    y -= 12;
  }

  let metaY = PAGE_HEIGHT - MARGIN - 30;
  for (const [label, value] of [
    ['Invoice number', input.number],
    ['Date issued', input.issuedAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })],
    ['Status', input.status === 'paid' ? 'Paid' : 'Payment failed'],
  ] as const) {
    page.right(right - 120, metaY, label, 9);
    page.right(right, metaY, value, 9, true);
    metaY -= 13;
  }

  y = Math.min(y, metaY);
  if (input.testMode) {
    y -= 8;
    page.box(MARGIN, y - 8, right - MARGIN, 22, '1 0.96 0.8');
    page.text(MARGIN + 8, y - 1, 'TEST MODE - sandbox payment, no money was charged', 9, true);
    y -= 22;
  }

  y -= 24;
  page.text(MARGIN, y, 'Billed to', 9, true, true);
  y -= 14;
  for (const line of [input.billedTo.company, input.billedTo.contact, ...input.billedTo.address, input.billedTo.email ?? ''].filter(
    Boolean,
  )) {
    page.text(MARGIN, y, line, 10);
    y -= 13;
  }

  y -= 20;
  const periodX = MARGIN + 250;
  page.box(MARGIN, y - 6, right - MARGIN, 20, '0.95 0.96 0.97');
  page.text(MARGIN + 8, y, 'Description', 9, true);
  page.text(periodX, y, 'Period', 9, true);
  page.right(right - 8, y, 'Amount', 9, true);
  y -= 24;
  for (const line of input.lines) {
    page.text(MARGIN + 8, y, line.description, 10);
    page.text(periodX, y, line.period, 10);
    page.right(right - 8, y, line.amount, 10);
    y -= 8;
    page.line(MARGIN, y, right, y);
    y -= 16;
  }
  y -= 4;
  page.right(right - 100, y, 'Total', 11, true);
  page.right(right - 8, y, input.total, 11, true);
  y -= 28;
  if (input.paymentNote) {
    page.text(MARGIN, y, input.paymentNote, 9, false, true);
    y -= 14;
  }
  page.text(MARGIN, MARGIN, 'Thank you for your business.', 9, false, true);

  return assemble(page.ops.join('\n'), `Invoice ${input.number}`);
}

function assemble(content: string, title: string): Buffer {
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    null, // the content stream, written below
    `<< /Title ${pdfString(title)} /Producer (HireSignal) >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const payload =
      body === null
        ? Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')])
        : Buffer.from(body, 'latin1');
    const tail = Buffer.from('\nendobj\n', 'latin1');
    chunks.push(head, payload, tail);
    offset += head.length + payload.length + tail.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
