import {
  DEFAULT_ONBOARDING_INVITE_ROLE,
  ONBOARDING_INVITE_ROLE_OPTIONS,
  ONBOARDING_MESSAGES,
  onboardingPath,
  teamSetupInputSchema,
} from '@hiring/shared/onboarding';
import { BILLING_WEB_PATHS } from '@hiring/shared/billing-paths';
import { useNavigate } from 'react-router';
import { rememberSetupReturn } from '@/lib/setup-return';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';
import { SaveError, StepActions, StepHeading, type StepProps, useSaveAndGo } from './step-parts';

// The onboarding's third step: the colleagues to invite, sent when the setup is finished.

interface InviteRow {
  key: number;
  email: string;
  role: string;
}

type RowErrors = Record<number, { email?: string; role?: string }>;

/** Client and server errors of the team list, by row: the shared schema's paths and the server's `teamSetup.invites.N.field`. */
export function rowErrorsOf(entries: Array<[string, string]>): RowErrors {
  const out: RowErrors = {};
  for (const [path, message] of entries) {
    const match = /(?:^|\.)invites\.(\d+)\.(email|role)$/.exec(path);
    if (!match) continue;
    const row = Number(match[1]);
    const field = match[2] as 'email' | 'role';
    out[row] = { ...out[row], [field]: out[row]?.[field] ?? message };
  }
  return out;
}

export function TeamSetupStep({ state, headingRef }: StepProps) {
  const { go, save } = useSaveAndGo();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions());
  const nextKey = useRef(0);
  const row = (email = '', role: string = DEFAULT_ONBOARDING_INVITE_ROLE): InviteRow => ({ key: nextKey.current++, email, role });
  const [rows, setRows] = useState<InviteRow[]>(() => {
    const saved = state.data.teamSetup.invites.map((i) => row(i.email, i.role));
    return saved.length > 0 ? saved : [row()];
  });
  const [errors, setErrors] = useState<RowErrors>({});
  const [listError, setListError] = useState<string | null>(null);
  const firstInput = useRef<Map<number, HTMLInputElement>>(new Map());

  const update = (key: number, patch: Partial<InviteRow>, index: number) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrors((e) => ({ ...e, [index]: {} }));
  };

  /** Checks and saves the list, then moves (or, with 'stay', stays); whether it was saved. */
  const submit = async (move: 'next' | 'previous' | 'stay'): Promise<boolean> => {
    setListError(null);
    // Rows left blank are not people to invite.
    const kept = rows.filter((r) => r.email.trim() !== '');
    const parsed = teamSetupInputSchema.safeParse({ invites: kept.map((r) => ({ email: r.email, role: r.role })) });
    if (!parsed.success) {
      const found = rowErrorsOf(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
      if (Object.keys(found).length === 0) setListError(parsed.error.issues[0]?.message ?? ONBOARDING_MESSAGES.saveFailed);
      // Errors point at rows of the kept list: show the list as it was checked.
      setRows(kept.length > 0 ? kept : [row()]);
      setErrors(found);
      const first = Number(Object.keys(found)[0] ?? -1);
      if (first >= 0) firstInput.current.get(kept[first]?.key ?? -1)?.focus();
      return false;
    }
    const body = { step: 'team-setup' as const, move, teamSetup: { invites: parsed.data.invites } };
    try {
      if (move === 'stay') await save.mutateAsync(body);
      else await go(body);
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        setRows(kept.length > 0 ? kept : [row()]);
        setErrors(rowErrorsOf(Object.entries(error.fieldErrors)));
      }
      return false;
    }
  };

  /**
   * Leaving for a plan (decision 514): the list typed so far is saved, and the billing pages offer
   * "Back to setup" to this step.
   */
  const leaveFor = (path: string) => async (event: React.MouseEvent) => {
    event.preventDefault();
    if (!(await submit('stay'))) return;
    rememberSetupReturn(onboardingPath('team-setup'));
    navigate(path);
  };

  return (
    <section>
      <StepHeading
        headingRef={headingRef}
        title="Invite your team"
        description="Add the colleagues who hire with you. The invitations are sent when you finish the setup; you can also skip this and invite people later from Team Management."
      />
      {profile.data && !profile.data.subscription.subscription_active ? (
        <Alert
          variant="warning"
          className="mb-4"
          action={
            profile.data.subscription.trial_eligible ? (
              <ButtonLink size="sm" variant="secondary" to={BILLING_WEB_PATHS.startTrial} onClick={leaveFor(BILLING_WEB_PATHS.startTrial)}>
                Start Free Trial
              </ButtonLink>
            ) : (
              <ButtonLink size="sm" variant="secondary" to={BILLING_WEB_PATHS.management} onClick={leaveFor(BILLING_WEB_PATHS.management)}>
                View Plans
              </ButtonLink>
            )
          }
        >
          {ONBOARDING_MESSAGES.invitesNeedPlan}
        </Alert>
      ) : null}
      <ul className="space-y-4" aria-label="People to invite">
        {rows.map((r, i) => (
          <li key={r.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
            <Field label={`Email of person ${i + 1}`} error={errors[i]?.email}>
              {(control) => (
                <Input
                  {...control}
                  ref={(el) => {
                    if (el) firstInput.current.set(r.key, el);
                    else firstInput.current.delete(r.key);
                  }}
                  type="email"
                  autoComplete="off"
                  placeholder="colleague@company.com"
                  value={r.email}
                  onChange={(e) => update(r.key, { email: e.target.value }, i)}
                />
              )}
            </Field>
            <Field label={`Role of person ${i + 1}`} error={errors[i]?.role}>
              {(control) => (
                <Select
                  {...control}
                  options={ONBOARDING_INVITE_ROLE_OPTIONS}
                  value={r.role}
                  onChange={(e) => update(r.key, { role: e.target.value }, i)}
                />
              )}
            </Field>
            <Button
              variant="ghost"
              className="sm:mt-7"
              aria-label={`Remove person ${i + 1}`}
              icon={<Icon name="x" className="size-4" />}
              onClick={() => {
                setRows((list) => (list.length > 1 ? list.filter((x) => x.key !== r.key) : [row()]));
                setErrors({});
              }}
            >
              <span className="sm:sr-only">Remove</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-4"
        icon={<Icon name="user-plus" className="size-4" />}
        onClick={() => setRows((l) => [...l, row()])}
      >
        Add another person
      </Button>
      {listError ? (
        <Alert variant="error" className="mt-4">
          {listError}
        </Alert>
      ) : null}
      <SaveError error={save.error} />
      <StepActions busy={save.isPending} onBack={() => void submit('previous')} onNext={() => void submit('next')} />
    </section>
  );
}
