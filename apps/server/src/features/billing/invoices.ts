import { BILLING_MESSAGES, type InvoicePage } from '@hiring/shared/billing';
import { centsToAmount, formatAmount } from '@hiring/shared/pricing';
import { renderInvoicePdf } from '../../billing/invoice-pdf.ts';
import { AppError } from '../../lib/errors.ts';
import * as invoices from './invoices.repository.ts';
import { SELLER, invoiceLines } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';
import { DEFAULT_LOCALE } from '@hiring/shared/locale';

// The invoice list and its PDFs.

export async function listInvoices(
  core: BillingCore,
  companyId: string | null,
  page: number,
  pageSize: number,
  search?: string,
): Promise<InvoicePage> {
  if (!companyId) return { items: [], page, page_size: pageSize, total_count: 0, total_pages: 0, search: search ?? null };
  const { items, total } = await invoices.listInvoices(core.db, companyId, page, pageSize);
  return {
    items: items.map((r) => core.invoiceDto(r)),
    page,
    page_size: pageSize,
    total_count: total,
    total_pages: Math.ceil(total / pageSize),
    search: search ?? null,
  };
}

export async function invoicePdf(core: BillingCore, companyId: string | null, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const row = companyId ? await invoices.findInvoice(core.db, companyId, id) : undefined;
  if (!row || row.status !== 'paid') throw new AppError(404, BILLING_MESSAGES.invoiceNotFound);
  const date = (d: Date | null) =>
    d ? d.toLocaleDateString(DEFAULT_LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : '';
  const amount = `${formatAmount(centsToAmount(row.amountCents))} ${row.currency.toUpperCase()}`;
  const pdf = await renderInvoicePdf({
    seller: SELLER,
    number: row.number,
    status: row.status,
    issuedAt: row.issuedAt,
    billedTo: row.billedTo ?? { company: '', contact: '', email: null, address: [] },
    lines: invoiceLines(row).map((l) => ({
      description: l.description,
      period: l.periodStart ? `${date(new Date(l.periodStart))} - ${date(l.periodEnd ? new Date(l.periodEnd) : null)}` : '',
      amount: `${l.amountCents < 0 ? '-' : ''}${formatAmount(centsToAmount(Math.abs(l.amountCents)))} ${row.currency.toUpperCase()}`,
    })),
    total: amount,
    paymentNote: row.cardLast4
      ? `Paid by ${(row.cardBrand ?? 'card').toUpperCase()} ending ${row.cardLast4} on ${date(row.issuedAt)}.`
      : null,
    testMode: row.processor === 'sandbox',
  });
  return { filename: `${row.number}.pdf`, pdf };
}
