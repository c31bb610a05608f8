import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@hiring/shared/api-keys';
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
import { apiKeysKey, apiKeysQueryOptions, createApiKey, revokeApiKey } from '../api/api-keys';
import { displayLocale } from '@hiring/shared/locale';

const dayOf = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleDateString(displayLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : none;

/** The key, shown once after creation, with a copy button. */
function NewKeyView({ created }: { created: CreatedApiKey }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="mt-3 space-y-3">
      <Alert variant="warning">{API_KEY_MESSAGES.shownOnce}</Alert>
      <Field label={`API key "${created.name}"`}>
        {(c) => (
          <Input
            {...c}
            value={created.key}
            readOnly
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="new-api-key"
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy key
        </Button>
        <span role="status" className="text-xs text-slate-600">
          {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Could not copy: select the key instead.' : ''}
        </span>
      </div>
    </div>
  );
}

function CreateKeyDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['positions:read', 'interviews:read']);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysKey }),
    onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
  });

  if (create.data) {
    return (
      <Dialog
        title="API key created"
        description="Give it to the system that will call HireSignal."
        onClose={onClose}
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <NewKeyView created={create.data} />
      </Dialog>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = API_KEY_MESSAGES.nameRequired;
    if (scopes.length === 0) problems.scopes = API_KEY_MESSAGES.scopesRequired;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // A date is the end of that day, UTC: the key works through the day chosen.
    create.mutate({ name: name.trim(), scopes, expires_at: expires ? `${expires}T23:59:59Z` : null });
  };
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  const generic = create.error && !(create.error instanceof ApiError && Object.keys(create.error.fieldErrors).length > 0);
  return (
    <Dialog
      title="Create API key"
      description="A key lets another system (your applicant tracking system, a script) call HireSignal for your company, within the scopes you choose."
      onClose={onClose}
      busy={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Create key
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-5" aria-label="New API key">
        {generic ? (
          <Alert variant="error" role="alert">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Field label="Name" required hint="E.g. the system that will use it." error={errors.name}>
          {(c) => (
            <Input {...c} value={name} maxLength={API_KEY_LIMITS.nameMax} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          )}
        </Field>
        <fieldset className="space-y-3" aria-describedby={errors.scopes ? `${formId}-scopes-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-900">Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              label={API_KEY_SCOPE_LABELS[scope]}
              description={<code className="text-xs">{scope}</code>}
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
            />
          ))}
          {errors.scopes ? (
            <p id={`${formId}-scopes-error`} className="text-sm text-rose-600">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <Field label="Expires on" optionalMark hint="Leave empty for a key that works until revoked." error={errors.expires_at}>
          {(c) => <Input {...c} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />}
        </Field>
      </form>
    </Dialog>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(apiKey.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title="Revoke API key"
      description={API_KEY_MESSAGES.revokeConfirm(apiKey.name)}
      confirmLabel="Revoke key"
      destructive
      onConfirm={() => revoke.mutate()}
      onCancel={onClose}
      busy={revoke.isPending}
    >
      {revoke.isError ? (
        <Alert variant="error" role="alert" className="mt-3">
          {errorMessage(revoke.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between" aria-label={apiKey.name}>
      <div className="min-w-0 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="break-all">{apiKey.name}</span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{apiKey.hint}…</code>
          {apiKey.expired ? <Badge tone="rose">Expired</Badge> : null}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Scopes">
          {apiKey.scopes.map((s) => (
            <li key={s}>
              <Badge tone="indigo">{API_KEY_SCOPE_LABELS[s]}</Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-600">
          Created {dayOf(apiKey.created_at, '')} · Last used {dayOf(apiKey.last_used_at, 'never')} · Expires{' '}
          {dayOf(apiKey.expires_at, 'never')}
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/** /profile/settings → "API keys" (issue 40): owners and admins create, list and revoke the company's keys. */
export function ApiKeysSection() {
  const keys = useQuery(apiKeysQueryOptions());
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <section aria-labelledby="api-keys-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="api-keys-title" className="text-sm font-semibold text-slate-900">
            API keys
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Connect your applicant tracking system or scripts. A key acts for your company within its scopes; send it as{' '}
            <code className="text-xs">Authorization: Bearer &lt;key&gt;</code>.
          </p>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </div>
      {keys.isPending ? (
        <div role="status" aria-label="Loading API keys" className="space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : keys.isError ? (
        <Alert
          variant="error"
          role="alert"
          action={
            <Button size="sm" variant="secondary" onClick={() => void keys.refetch()}>
              Try again
            </Button>
          }
        >
          {API_KEY_MESSAGES.loadError}
        </Alert>
      ) : keys.data.items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{API_KEY_MESSAGES.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="API keys">
          {keys.data.items.map((k) => (
            <KeyItem key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
          ))}
        </ul>
      )}
      {creating ? <CreateKeyDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}
