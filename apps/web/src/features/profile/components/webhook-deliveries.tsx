import { displayLocale } from '@hiring/shared/locale';
import { WEBHOOK_MESSAGES, type Webhook, type WebhookDelivery } from '@hiring/shared/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { redeliverWebhook, webhookDeliveriesQueryOptions, webhooksKey } from '../api/webhooks';

export const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : '—';

const STATUS_TONE = { succeeded: 'green', failed: 'rose', pending: 'amber' } as const;
const STATUS_LABEL = { succeeded: 'Delivered', failed: 'Failed', pending: 'Retrying' } as const;

/** One attempt's result in words: "200 in 35 ms", or why it failed. */
export function attemptSummary(delivery: WebhookDelivery): string {
  const last = delivery.attempt_log[0];
  if (!last) return 'Not sent yet';
  if (last.succeeded) return `${last.response_status} in ${last.duration_ms} ms`;
  return last.error ?? `Answered ${last.response_status}`;
}

function DeliveryItem({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const queryClient = useQueryClient();
  const redeliver = useMutation({
    mutationFn: () => redeliverWebhook(webhookId, delivery.id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
      aria-label={`${delivery.event_type} ${delivery.id}`}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <code className="text-xs">{delivery.event_type}</code>
          <Badge tone={STATUS_TONE[delivery.status]}>{STATUS_LABEL[delivery.status]}</Badge>
          {delivery.response_status !== null ? <span className="text-xs text-slate-600">HTTP {delivery.response_status}</span> : null}
        </p>
        <p className="text-xs text-slate-600">
          {timeOf(delivery.last_attempt_at ?? delivery.created_at)} · {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}{' '}
          · {attemptSummary(delivery)}
          {delivery.next_attempt_at ? ` · next try ${timeOf(delivery.next_attempt_at)}` : ''}
        </p>
        <p className="break-all font-mono text-[11px] text-slate-500">webhook-id {delivery.id}</p>
        {redeliver.isError ? (
          <p role="alert" className="text-xs text-rose-600">
            {errorMessage(redeliver.error)}
          </p>
        ) : redeliver.isSuccess ? (
          <p role="status" className="text-xs text-slate-600">
            {WEBHOOK_MESSAGES.redelivered} {attemptSummary(redeliver.data)}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="secondary"
        loading={redeliver.isPending}
        onClick={() => redeliver.mutate()}
        aria-label={`Redeliver ${delivery.event_type} ${delivery.id}`}
      >
        Redeliver
      </Button>
    </li>
  );
}

/** A webhook's delivery log: each event sent, its status, answer code and time, and "Redeliver". */
export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deliveries = useQuery(webhookDeliveriesQueryOptions(webhook.id));
  return (
    <Dialog title="Deliveries" description={webhook.url} onClose={onClose} wide footer={<Button onClick={onClose}>Close</Button>}>
      {deliveries.isPending ? (
        <div role="status" aria-label="Loading deliveries" className="mt-3 space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : deliveries.isError ? (
        <Alert
          variant="error"
          role="alert"
          className="mt-3"
          action={
            <Button size="sm" variant="secondary" onClick={() => void deliveries.refetch()}>
              Try again
            </Button>
          }
        >
          {WEBHOOK_MESSAGES.deliveriesLoadError}
        </Alert>
      ) : deliveries.data.items.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{WEBHOOK_MESSAGES.deliveriesEmpty}</p>
      ) : (
        <ul className="mt-2 max-h-[60vh] divide-y divide-slate-100 overflow-y-auto" aria-label="Deliveries">
          {deliveries.data.items.map((d) => (
            <DeliveryItem key={d.id} webhookId={webhook.id} delivery={d} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
