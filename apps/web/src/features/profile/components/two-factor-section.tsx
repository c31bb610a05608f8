import { type RecoveryCodes, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@hiring/shared/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  disableTwoFactor,
  enableTwoFactor,
  type Proof,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorKey,
  twoFactorQueryOptions,
} from '../api/two-factor';

/** The code as the server checks it: 6 digits, spaces dropped. */
function codeError(raw: string): string | undefined {
  const value = raw.replace(/\s+/g, '');
  if (!value) return TWO_FACTOR_MESSAGES.codeRequired;
  return /^\d{6}$/.test(value) ? undefined : TWO_FACTOR_MESSAGES.codeFormat;
}

/** A field's message from a failed call: the server's field error, else its message. */
function fieldMessage(error: unknown, field: string): string | undefined {
  if (error instanceof ApiError && error.status === 400) return error.fieldErrors[field] ?? error.message;
  return undefined;
}

/** The 6-digit code input of the settings dialogs. */
function CodeInput({
  value,
  onChange,
  error,
  label = 'Code from your authenticator app',
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  label?: string;
}) {
  return (
    <Field label={label} error={error} required>
      {(c) => (
        <Input
          {...c}
          name="code"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={9}
          placeholder="123456"
          className="font-mono tracking-[0.3em]"
        />
      )}
    </Field>
  );
}

/** Recovery codes, shown once: copy, download, then "I saved them". */
function RecoveryCodesView({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const download = () => {
    const blob = new Blob([`HireSignal recovery codes\n\n${codes.join('\n')}\n\nEach code works once.\n`], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'hiresignal-recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="mt-3 space-y-3">
      <Alert variant="warning">
        Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 ring-1 ring-slate-200"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button size="sm" variant="secondary" onClick={download}>
          Download
        </Button>
        <span role="status" className="self-center text-xs text-slate-600">
          {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Could not copy: select the codes instead.' : ''}
        </span>
      </div>
    </div>
  );
}

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function EnableDialog({ onClose, onEnabled }: { onClose: () => void; onEnabled: (status: TwoFactorStatus) => void }) {
  const formId = useId();
  const setup = useMutation({ mutationFn: startTwoFactorSetup });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (result) => setCodes(result),
    onError: (err) => setError(fieldMessage(err, 'code')),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setup.mutate();
  }, [setup]);

  if (codes) {
    const done = () => {
      onEnabled(codes.status);
      onClose();
    };
    return (
      <Dialog
        title="Two-factor authentication is on"
        description="From now on, signing in asks for a code from your authenticator app after your password."
        onClose={done}
        footer={<Button onClick={done}>I saved them</Button>}
      >
        <RecoveryCodesView codes={codes.recovery_codes} />
      </Dialog>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = codeError(code);
    setError(problem);
    if (!problem) enable.mutate(code.replace(/\s+/g, ''));
  };
  const data = setup.data;
  return (
    <Dialog
      title="Enable Two-Factor Authentication"
      description="Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows."
      onClose={onClose}
      busy={enable.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={enable.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={enable.isPending} disabled={!data}>
            Turn on
          </Button>
        </>
      }
    >
      {setup.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label="Preparing your QR code" />
        </div>
      ) : setup.isError ? (
        <Alert
          variant="error"
          role="alert"
          className="mt-3"
          action={
            <Button size="sm" variant="secondary" onClick={() => setup.mutate()}>
              Try again
            </Button>
          }
        >
          {errorMessage(setup.error)}
        </Alert>
      ) : data ? (
        <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Confirm two-factor setup">
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <img
              src={data.qr_data_url}
              alt="QR code for your authenticator app"
              width={176}
              height={176}
              className="size-44 shrink-0 rounded-lg bg-white ring-1 ring-slate-200"
            />
            <div className="min-w-0 text-sm">
              <p className="text-slate-600">Can't scan it? Enter this key in the app instead:</p>
              <code
                data-testid="manual-key"
                className="mt-2 block rounded-md bg-slate-50 px-2 py-1.5 font-mono text-sm break-words text-slate-900 ring-1 ring-slate-200"
              >
                {grouped(data.secret)}
              </code>
              <p className="mt-2 text-xs text-slate-500">Time-based, 6 digits, every 30 seconds.</p>
            </div>
          </div>
          <CodeInput
            value={code}
            onChange={(v) => {
              setCode(v);
              setError(undefined);
            }}
            error={error}
          />
          {enable.isError && !fieldMessage(enable.error, 'code') ? <Alert variant="error">{errorMessage(enable.error)}</Alert> : null}
        </form>
      ) : null}
    </Dialog>
  );
}

/** The code, or a recovery code, asked by Disable and Regenerate. */
function useProof() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = (): Proof | null => {
    if (useRecovery) {
      const v = value.trim();
      if (!v) {
        setError(TWO_FACTOR_MESSAGES.recoveryCodeRequired);
        return null;
      }
      return { recovery_code: v };
    }
    const problem = codeError(value);
    setError(problem);
    return problem ? null : { code: value.replace(/\s+/g, '') };
  };
  const field = (
    <div className="space-y-2">
      {useRecovery ? (
        <Field label="Recovery code" error={error} required>
          {(c) => (
            <Input
              {...c}
              name="recovery_code"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
              autoComplete="off"
              spellCheck={false}
              placeholder="xxxxx-xxxxx"
              className="font-mono"
            />
          )}
        </Field>
      ) : (
        <CodeInput
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          error={error}
        />
      )}
      <Button
        variant="link"
        size="sm"
        onClick={() => {
          setUseRecovery((r) => !r);
          setValue('');
          setError(undefined);
        }}
      >
        {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
      </Button>
    </div>
  );
  const fieldName = useRecovery ? 'recovery_code' : 'code';
  return { field, check, setError, fieldName };
}

function DisableDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: (message: string) => void }) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const proof = useProof();
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (res) => onDisabled(res.message),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 400) {
        if (err.fieldErrors.password) setPasswordError(err.fieldErrors.password);
        else proof.setError(err.fieldErrors[proof.fieldName] ?? err.message);
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = proof.check();
    const pwError = password ? undefined : TWO_FACTOR_MESSAGES.passwordRequired;
    setPasswordError(pwError);
    if (p && !pwError) disable.mutate({ ...p, password });
  };
  const other = disable.isError && !(disable.error instanceof ApiError && disable.error.status === 400);
  return (
    <Dialog
      title="Disable two-factor authentication"
      description="Signing in will need only your password. Enter your current password and a code from your app to confirm."
      onClose={onClose}
      busy={disable.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={disable.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={disable.isPending}>
            Disable
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Disable two-factor authentication">
        <Field label="Current password" error={passwordError} required>
          {(c) => (
            <Input
              {...c}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(undefined);
              }}
            />
          )}
        </Field>
        {proof.field}
        {other ? <Alert variant="error">{errorMessage(disable.error)}</Alert> : null}
      </form>
    </Dialog>
  );
}

function RegenerateDialog({ onClose, onDone }: { onClose: () => void; onDone: (status: TwoFactorStatus) => void }) {
  const formId = useId();
  const proof = useProof();
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (res) => setCodes(res),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 400) proof.setError(err.fieldErrors[proof.fieldName] ?? err.message);
    },
  });
  if (codes) {
    const done = () => {
      onDone(codes.status);
      onClose();
    };
    return (
      <Dialog
        title="New recovery codes"
        description={TWO_FACTOR_MESSAGES.recoveryCodesRegenerated}
        onClose={done}
        footer={<Button onClick={done}>I saved them</Button>}
      >
        <RecoveryCodesView codes={codes.recovery_codes} />
      </Dialog>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = proof.check();
    if (p) regenerate.mutate(p);
  };
  const other = regenerate.isError && !(regenerate.error instanceof ApiError && regenerate.error.status === 400);
  return (
    <Dialog
      title="Regenerate recovery codes"
      description="New codes replace the old ones, which stop working. Enter a code from your app to confirm."
      onClose={onClose}
      busy={regenerate.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={regenerate.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={regenerate.isPending}>
            Regenerate
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Regenerate recovery codes">
        {proof.field}
        {other ? <Alert variant="error">{errorMessage(regenerate.error)}</Alert> : null}
      </form>
    </Dialog>
  );
}

/**
 * Two-factor on the settings page (issue 15): off, the button that opens the setup dialog; on,
 * the status with Disable and Regenerate recovery codes.
 */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQueryOptions());
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'regenerate' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);
  const setStatus = (next: TwoFactorStatus) => queryClient.setQueryData(twoFactorKey, next);

  if (status.isPending) return <Skeleton className="h-10 w-72 max-w-full" />;
  if (status.isError) {
    return (
      <Alert
        variant="error"
        role="alert"
        action={
          <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
            Try again
          </Button>
        }
      >
        Could not load your two-factor settings.
      </Alert>
    );
  }
  const { enabled, recovery_codes_remaining: left } = status.data;
  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="two-factor-heading" className="text-sm font-medium text-slate-900">
          Two-Factor Authentication
        </h3>
        <Badge tone={enabled ? 'green' : 'neutral'}>{enabled ? 'Enabled' : 'Off'}</Badge>
      </div>
      <div aria-live="polite">{notice ? <Alert variant="success">{notice}</Alert> : null}</div>
      {enabled ? (
        <>
          <p className="text-sm text-slate-600">
            Signing in asks for a code from your authenticator app. {left === 1 ? '1 recovery code' : `${left} recovery codes`} left.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setDialog('regenerate');
              }}
            >
              Regenerate recovery codes
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setDialog('disable');
              }}
            >
              Disable
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">Add a code from an authenticator app to your password when you sign in.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setDialog('enable');
            }}
          >
            Enable Two-Factor Authentication
          </Button>
        </>
      )}
      {dialog === 'enable' ? (
        <EnableDialog
          onClose={close}
          onEnabled={(next) => {
            setStatus(next);
            setNotice(TWO_FACTOR_MESSAGES.enabled);
          }}
        />
      ) : null}
      {dialog === 'disable' ? (
        <DisableDialog
          onClose={close}
          onDisabled={(message) => {
            setStatus({ enabled: false, enabled_at: null, recovery_codes_remaining: 0 });
            setNotice(message);
            close();
          }}
        />
      ) : null}
      {dialog === 'regenerate' ? <RegenerateDialog onClose={close} onDone={setStatus} /> : null}
    </section>
  );
}
