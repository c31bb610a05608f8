import { createRequire } from 'node:module';
import { DEFAULT_LOCALE } from '@hiring/shared/locale';

/**
 * A one-page invoice, laid out by pdfkit with DejaVu Sans embedded (from the dejavu-fonts-ttf
 * package, so no system font is needed): real glyph widths, and Latin, Greek and Cyrillic names
 * print as typed. DejaVu has no CJK glyphs: characters the font lacks are marked (see
 * docs/decisions/101-invoice-pdf-fonts.md).
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

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** Shown instead of a character the embedded font has no glyph for. */
export const MISSING_GLYPH_MARK = '\u25A1';
export const MISSING_GLYPH_NOTE = `Characters this PDF's font cannot show are marked ${MISSING_GLYPH_MARK}; the invoice in your billing history shows them in full.`;

const INK = '#111827';
const GREY = '#6b7280';
const RULE = '#d1d5db';
const MARGIN = 56;

/** The fontkit font behind pdfkit's current font: tells which characters it can draw. */
interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  // pdfkit and its font tables load on the first invoice, not at start: an idle server needs neither.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Invoice ${input.number}`, Producer: 'HireSignal' },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('body');
  const coverage = (doc as unknown as { _font: { font: GlyphCoverage } })._font.font;
  let marked = false;
  /** The text as the font can draw it; a character it lacks becomes the mark, never a silent "?". */
  const drawable = (text: string): string => {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x20 || coverage.hasGlyphForCodePoint(code)) out += ch;
      else {
        out += MISSING_GLYPH_MARK;
        marked = true;
      }
    }
    return out;
  };

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const text = (
    value: string,
    x: number,
    y: number,
    opts: { size?: number; bold?: boolean; grey?: boolean } & PDFKit.Mixins.TextOptions = {},
  ) => {
    const { size = 10, bold = false, grey = false, ...rest } = opts;
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(size)
      .fillColor(grey ? GREY : INK)
      .text(drawable(value), x, y, { lineBreak: false, ...rest });
  };

  let y = MARGIN;
  text(input.seller.name, left, y, { size: 18, bold: true });
  text('INVOICE', left, y, { size: 18, bold: true, width, align: 'right' });
  y += 26;
  let metaY = y;
  for (const line of input.seller.lines) {
    text(line, left, y, { size: 9, grey: true });
    y += 12;
  }
  for (const [label, value] of [
    ['Invoice number', input.number],
    ['Date issued', input.issuedAt.toLocaleDateString(DEFAULT_LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })],
    ['Status', input.status === 'paid' ? 'Paid' : 'Payment failed'],
  ] as const) {
    text(label, left, metaY, { size: 9, width: width - 130, align: 'right' });
    text(value, left, metaY, { size: 9, bold: true, width, align: 'right' });
    metaY += 13;
  }
  y = Math.max(y, metaY);

  if (input.testMode) {
    y += 10;
    doc.rect(left, y, width, 22).fill('#fff4cc');
    text('TEST MODE - sandbox payment, no money was charged', left + 8, y + 6, { size: 9, bold: true });
    y += 22;
  }

  y += 24;
  text('Billed to', left, y, { size: 9, bold: true, grey: true });
  y += 14;
  for (const line of [input.billedTo.company, input.billedTo.contact, ...input.billedTo.address, input.billedTo.email ?? ''].filter(
    Boolean,
  )) {
    text(line, left, y, { width, ellipsis: true });
    y += 14;
  }

  y += 20;
  const periodX = left + 236;
  const amountWidth = 110;
  doc.rect(left, y - 6, width, 22).fill('#f3f4f6');
  text('Description', left + 8, y, { size: 9, bold: true });
  text('Period', periodX, y, { size: 9, bold: true });
  text('Amount', right - 8 - amountWidth, y, { size: 9, bold: true, width: amountWidth, align: 'right' });
  y += 24;
  const descriptionWidth = periodX - left - 16;
  const periodWidth = right - 8 - amountWidth - periodX - 8;
  for (const line of input.lines) {
    // Long descriptions and periods wrap within their columns; the row grows to fit them.
    const described = drawable(line.description);
    const period = drawable(line.period);
    doc.font('body').fontSize(10);
    const descriptionHeight = doc.heightOfString(described, { width: descriptionWidth });
    doc.fontSize(9);
    const height = Math.max(12, descriptionHeight, doc.heightOfString(period, { width: periodWidth }));
    doc
      .fontSize(10)
      .fillColor(INK)
      .text(described, left + 8, y, { width: descriptionWidth });
    doc
      .fontSize(9)
      .fillColor(INK)
      .text(period, periodX, y + 1, { width: periodWidth });
    text(line.amount, right - 8 - amountWidth, y, { width: amountWidth, align: 'right' });
    y += height + 6;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();
    y += 10;
  }
  y += 4;
  text('Total', left, y, { size: 11, bold: true, width: width - 8 - amountWidth - 12, align: 'right' });
  text(input.total, right - 8 - amountWidth, y, { size: 11, bold: true, width: amountWidth, align: 'right' });
  y += 28;
  if (input.paymentNote) {
    text(input.paymentNote, left, y, { size: 9, grey: true, width });
    y += 14;
  }
  if (marked) {
    text(MISSING_GLYPH_NOTE, left, y, { size: 9, grey: true, width, lineBreak: true });
    y += 14;
  }
  text('Thank you for your business.', left, doc.page.height - MARGIN - 12, { size: 9, grey: true });
  doc.end();
  return done;
}
