import {
  type CreatedWebhook,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookEvent,
} from '@hiring/shared/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { createWebhook, deleteWebhook, testWebhook, updateWebhook, webhooksKey, webhooksQueryOptions } from '../api/webhooks';
import { attemptSummary, DeliveriesDialog, timeOf } from './webhook-deliveries';

/** The signing secret, shown once after creation, with a copy button. */
function SecretView({ created }: { created: CreatedWebhook }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="mt-3 space-y-3">
      <Alert variant="warning">{WEBHOOK_MESSAGES.secretShownOnce}</Alert>
      <Field label="Signing secret">
        {(c) => (
          <Input
            {...c}
            value={created.secret}
            readOnly
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="new-webhook-secret"
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy secret
        </Button>
        <span role="status" className="text-xs text-slate-600">
          {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Could not copy: select the secret instead.' : ''}
        </span>
      </div>
    </div>
  );
}

function AddWebhookDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['interview.scored']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createWebhook,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey }),
    onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
  });

  if (create.data) {
    return (
      <Dialog
        title="Webhook added"
        description={`Events go to ${create.data.url}, signed with this secret.`}
        onClose={onClose}
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <SecretView created={create.data} />
      </Dialog>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) problems.url = WEBHOOK_MESSAGES.urlInvalid;
    if (events.length === 0) problems.events = WEBHOOK_MESSAGES.eventsRequired;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    create.mutate({ url: url.trim(), events });
  };
  const toggle = (e: WebhookEvent, on: boolean) => setEvents((s) => (on ? [...s, e] : s.filter((x) => x !== e)));
  const generic = create.error && !(create.error instanceof ApiError && Object.keys(create.error.fieldErrors).length > 0);
  return (
    <Dialog
      title="Add webhook"
      description="HireSignal POSTs each event you choose to this address, signed so your system can check it came from us."
      onClose={onClose}
      busy={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Add webhook
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-5" aria-label="New webhook">
        {generic ? (
          <Alert variant="error" role="alert">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Field label="Endpoint URL" required hint="An https:// address of your system." error={errors.url}>
          {(c) => (
            <Input
              {...c}
              type="url"
              inputMode="url"
              value={url}
              maxLength={WEBHOOK_LIMITS.urlMax}
              placeholder="https://ats.example.com/hooks/hiresignal"
              onChange={(e) => {
                setUrl(e.target.value);
                setErrors(({ url: _url, ...rest }) => rest);
              }}
              autoComplete="off"
            />
          )}
        </Field>
        <fieldset className="space-y-3" aria-describedby={errors.events ? `${formId}-events-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-900">Events</legend>
          {WEBHOOK_EVENTS.map((e) => (
            <Checkbox
              key={e}
              label={WEBHOOK_EVENT_LABELS[e]}
              description={<code className="text-xs">{e}</code>}
              checked={events.includes(e)}
              onChange={(ev) => toggle(e, ev.target.checked)}
            />
          ))}
          {errors.events ? (
            <p id={`${formId}-events-error`} className="text-sm text-rose-600">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteWebhook(webhook.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: webhooksKey });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title="Delete webhook"
      description={WEBHOOK_MESSAGES.deleteConfirm(webhook.url)}
      confirmLabel="Delete webhook"
      destructive
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
      busy={remove.isPending}
    >
      {remove.isError ? (
        <Alert variant="error" role="alert" className="mt-3">
          {errorMessage(remove.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

function WebhookItem({ webhook, onDeliveries, onDelete }: { webhook: Webhook; onDeliveries: () => void; onDelete: () => void }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhooksKey });
  const test = useMutation({ mutationFn: () => testWebhook(webhook.id), onSettled: refresh });
  const paused = webhook.status === 'paused';
  const toggle = useMutation({ mutationFn: () => updateWebhook(webhook.id, { status: paused ? 'active' : 'paused' }), onSuccess: refresh });
  const problem = toggle.error ?? test.error;
  return (
    <li className="space-y-3 py-4" aria-label={webhook.url}>
      <div className="min-w-0 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="break-all">{webhook.url}</span>
          {paused ? <Badge tone="amber">Paused</Badge> : <Badge tone="green">Active</Badge>}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Events">
          {webhook.events.map((e) => (
            <li key={e}>
              <Badge tone="indigo">{e}</Badge>
            </li>
          ))}
        </ul>
        {paused && webhook.paused_reason === 'failures' ? (
          <p className="text-xs text-amber-800">{WEBHOOK_MESSAGES.pausedAfterFailures}</p>
        ) : webhook.failing_since ? (
          <p className="text-xs text-amber-800">Failing since {timeOf(webhook.failing_since)}. A day of failures pauses it.</p>
        ) : null}
        <div aria-live="polite" className="text-xs">
          {test.isSuccess ? (
            <p className={test.data.status === 'succeeded' ? 'text-emerald-700' : 'text-rose-600'}>
              Test {test.data.status === 'succeeded' ? 'delivered' : 'failed'}: {attemptSummary(test.data)}
            </p>
          ) : null}
          {problem ? <p className="text-rose-600">{errorMessage(problem)}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={test.isPending}
          onClick={() => test.mutate()}
          aria-label={`Send test to ${webhook.url}`}
        >
          Send test
        </Button>
        <Button size="sm" variant="secondary" onClick={onDeliveries} aria-label={`Deliveries of ${webhook.url}`}>
          Deliveries
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={toggle.isPending}
          onClick={() => toggle.mutate()}
          aria-label={`${paused ? 'Resume' : 'Pause'} ${webhook.url}`}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDelete} aria-label={`Delete ${webhook.url}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** /profile/settings → "Webhooks" (issue 40): owners and admins send the company's events to other systems. */
export default function WebhooksSection() {
  const hooks = useQuery(webhooksQueryOptions());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [viewing, setViewing] = useState<Webhook | null>(null);
  return (
    <section id="webhooks" aria-labelledby="webhooks-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-title" className="text-sm font-semibold text-slate-900">
            Webhooks
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Push interview and job events to your applicant tracking system. Each request is signed with the webhook's secret (
            <code className="text-xs">webhook-signature</code>); failed deliveries are retried for about a day.
          </p>
        </div>
        <Button size="sm" onClick={() => setAdding(true)}>
          Add webhook
        </Button>
      </div>
      {hooks.isPending ? (
        <div role="status" aria-label="Loading webhooks" className="space-y-2">
          <Skeleton className="h-16" />
        </div>
      ) : hooks.isError ? (
        <Alert
          variant="error"
          role="alert"
          action={
            <Button size="sm" variant="secondary" onClick={() => void hooks.refetch()}>
              Try again
            </Button>
          }
        >
          {WEBHOOK_MESSAGES.loadError}
        </Alert>
      ) : hooks.data.items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{WEBHOOK_MESSAGES.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Webhooks">
          {hooks.data.items.map((w) => (
            <WebhookItem key={w.id} webhook={w} onDeliveries={() => setViewing(w)} onDelete={() => setDeleting(w)} />
          ))}
        </ul>
      )}
      {adding ? <AddWebhookDialog onClose={() => setAdding(false)} /> : null}
      {deleting ? <DeleteDialog webhook={deleting} onClose={() => setDeleting(null)} /> : null}
      {viewing ? <DeliveriesDialog webhook={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}
