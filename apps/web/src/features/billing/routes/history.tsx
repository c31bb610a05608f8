import type { Invoice } from '@hiring/shared/billing';
import { formatDate } from '@hiring/shared/constants';
import { formatAmount } from '@hiring/shared/pricing';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { billingErrorMessage, downloadInvoicePdf, useInvoices } from '../api';
import { InlineLoadError } from '../components/billing-states';
import { MANAGEMENT_PATH, PLAN_PATH } from '../paths';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** /billing/subscription/history and /billing/invoices: the company's real invoices (spec 01 §2). */
export function BillingHistoryRoute() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const data = invoices.data;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Billing History"
        description="Every payment with its invoice. Download a PDF for your records."
        actions={
          <ButtonLink to={MANAGEMENT_PATH} variant="secondary" size="sm" icon={<Icon name="chevron-left" className="size-4" />}>
            Subscription
          </ButtonLink>
        }
      />
      {invoices.isPending ? (
        <Card role="status" aria-label="Loading invoices" className="divide-y divide-slate-100">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-6 px-5 py-4">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-4 w-16" />
            </div>
          ))}
        </Card>
      ) : invoices.isError ? (
        <InlineLoadError
          title="We couldn't load your invoices"
          message={billingErrorMessage(invoices.error)}
          onRetry={() => invoices.refetch()}
          retrying={invoices.isFetching}
        />
      ) : data && data.items.length > 0 ? (
        <Card className="overflow-hidden">
          <ScrollRegion label="Invoices">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Invoices</caption>
              <thead className="bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-5 py-3">
                    Invoice
                  </th>
                  <th scope="col" className="px-5 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-5 py-3 text-right">
                    Amount
                  </th>
                  <th scope="col" className="px-5 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-5 py-3 text-right">
                    PDF
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {data.total_pages > 1 ? (
            <nav
              aria-label="Invoice pages"
              className="flex items-center justify-between border-t border-slate-100 px-5 py-3 text-sm text-slate-600"
            >
              <span>
                Page {data.page} of {data.total_pages}
              </span>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <Button size="sm" variant="secondary" disabled={page >= data.total_pages} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </div>
            </nav>
          ) : null}
        </Card>
      ) : (
        <Card className="px-6 py-12 text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Icon name="file-text" className="size-6" />
          </div>
          <h2 className="mt-4 text-base font-semibold text-slate-900">No invoices yet</h2>
          <p className="mx-auto mt-1 max-w-sm text-sm text-slate-500">
            An invoice appears here after each payment. A free trial is not billed, so it has none.
          </p>
          <ButtonLink to={PLAN_PATH} variant="secondary" className="mt-6">
            View plans
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    if (!invoice.pdf_url) return;
    setBusy(true);
    setError(null);
    try {
      await downloadInvoicePdf(invoice.pdf_url, `${invoice.number}.pdf`);
    } catch (e) {
      setError(billingErrorMessage(e, 'Failed to download the invoice'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td className="px-5 py-3.5">
        <p className="font-medium text-slate-900">{invoice.number}</p>
        <p className="text-xs text-slate-500">{invoice.description || invoice.package_display_name}</p>
        {invoice.lines.length > 1 ? (
          <ul aria-label={`Lines of ${invoice.number}`} className="mt-1 space-y-0.5 text-xs text-slate-500">
            {invoice.lines.map((line) => (
              <li key={`${line.description}-${line.amount_cents}`} className="flex justify-between gap-4">
                <span>{line.description}</span>
                <span className="whitespace-nowrap tabular-nums">
                  {line.amount_cents < 0 ? `−${formatAmount(-line.amount, invoice.currency)}` : formatAmount(line.amount, invoice.currency)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-5 py-3.5 text-slate-600">{formatDate(invoice.issued_at)}</td>
      <td className="whitespace-nowrap px-5 py-3.5 text-right font-medium text-slate-900">
        {formatAmount(invoice.amount, invoice.currency)}{' '}
        <span className="text-xs font-normal text-slate-500">{invoice.currency.toUpperCase()}</span>
      </td>
      <td className="px-5 py-3.5">
        <Badge tone={invoice.status === 'paid' ? 'green' : 'rose'}>{invoice.status === 'paid' ? 'Paid' : 'Failed'}</Badge>
      </td>
      <td className="px-5 py-3.5 text-right">
        {invoice.pdf_url ? (
          <Button
            size="sm"
            variant="ghost"
            loading={busy}
            onClick={download}
            icon={<Icon name="file-text" className="size-4" />}
            aria-label={`Download ${invoice.number} as PDF`}
          >
            PDF
          </Button>
        ) : (
          <span className="text-xs text-slate-400">No PDF</span>
        )}
        {error ? (
          <Alert variant="error" className="mt-2 text-left">
            {error}
          </Alert>
        ) : null}
      </td>
    </tr>
  );
}
