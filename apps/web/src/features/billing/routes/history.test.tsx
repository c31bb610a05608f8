import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeInvoice } from '../test-fixtures';
import { BillingHistoryRoute } from './history';

const page = (items: unknown[], extra: Record<string, unknown> = {}) =>
  ok({ items, page: 1, page_size: 10, total_count: items.length, total_pages: 1, search: null, ...extra });

function renderHistory() {
  signIn();
  return renderAt(<BillingHistoryRoute />, { path: '/billing/subscription/history' });
}

describe('billing history', () => {
  it("lists the company's invoices: number, date, amount, status", async () => {
    mockFetch({
      'GET /app/profile/subscription/history': page([
        makeInvoice(),
        makeInvoice({
          id: 'inv-2',
          number: 'INV-2026-000002',
          status: 'failed',
          amount: 29.5,
          pdf_url: null,
          issued_at: '2026-10-01T00:00:00Z',
        }),
      ]),
    });
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Invoice', 'Date', 'Amount', 'Status', 'PDF']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('INV-2026-000001');
    expect(rows[0]?.textContent).toContain('November 1, 2026');
    expect(rows[0]?.textContent).toContain('$49');
    expect(rows[0]?.textContent).toContain('Paid');
    expect(rows[1]?.textContent).toContain('$29.50');
    expect(rows[1]?.textContent).toContain('Failed');
    expect(rows[1]?.textContent).toContain('No PDF');
  });

  it('lists the lines of a prorated plan change under its invoice', async () => {
    mockFetch({
      'GET /app/profile/subscription/history': page([
        makeInvoice({
          amount: 274.5,
          lines: [
            {
              description: 'Business - Business Monthly subscription',
              period_start: null,
              period_end: null,
              amount: 399,
              amount_cents: 39900,
            },
            {
              description: 'Unused time on Starter - Starter Monthly',
              period_start: null,
              period_end: null,
              amount: -124.5,
              amount_cents: -12450,
            },
          ],
        }),
      ]),
    });
    renderHistory();
    const lines = await screen.findByRole('list', { name: 'Lines of INV-2026-000001' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Business - Business Monthly subscription$399', 'Unused time on Starter - Starter Monthly−$124.50']);
  });

  it('downloads the PDF with the bearer token', async () => {
    const { calls } = mockFetch({
      'GET /app/profile/subscription/history': page([makeInvoice()]),
      'GET /app/subscriptions/invoices/inv-1/pdf': { text: '%PDF-1.4' },
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Download INV-2026-000001 as PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdfCall = calls.find((c) => c.path === '/app/subscriptions/invoices/inv-1/pdf');
    expect(pdfCall?.headers.Authorization).toBe('Bearer access-1');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('shows an honest empty state when there are no invoices', async () => {
    mockFetch({ 'GET /app/profile/subscription/history': page([]) });
    renderHistory();
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
    expect(screen.getByText(/A free trial is not billed/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages with Previous (disabled on page 1) and Next (disabled on the last page)', async () => {
    const { callsTo } = mockFetch({
      'GET /app/profile/subscription/history': (call) =>
        call.path && callsTo('GET /app/profile/subscription/history').length === 1
          ? page([makeInvoice()], { total_pages: 2, total_count: 11 })
          : page([makeInvoice({ id: 'inv-11', number: 'INV-2026-000011' })], { page: 2, total_pages: 2, total_count: 11 }),
    });
    renderHistory();
    const previous = (await screen.findByRole('button', { name: 'Previous' })) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('INV-2026-000011')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('GET /app/profile/subscription/history')).toHaveLength(2);
  });

  it('shows a load error with a retry', async () => {
    mockFetch({ 'GET /app/profile/subscription/history': [fail(500, 'Database down'), page([])] });
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
  });
});
