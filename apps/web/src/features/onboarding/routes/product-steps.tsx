import { COMPANY_INDUSTRIES, COMPANY_SIZES } from '@hiring/shared/company';
import { ONBOARDING_MESSAGES, ONBOARDING_PRODUCTS, type OnboardingProduct, onboardingPath } from '@hiring/shared/onboarding';
import { roleDisplayName } from '@hiring/shared/roles';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Icon } from '@/components/ui/icon';
import { useCompleteOnboarding } from '../api/onboarding';
import { failure, SaveError, StepActions, StepHeading, type StepProps, useSaveAndGo } from './step-parts';

// The onboarding's last two steps: the products to start with, then the summary that finishes the setup.

export function ProductStep({ state, headingRef }: StepProps) {
  const { save } = useSaveAndGo();
  const completeCall = useCompleteOnboarding();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(state.data.selectedProducts));
  const toggle = (value: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  const selectedProducts = ONBOARDING_PRODUCTS.map((p) => p.value).filter((v) => chosen.has(v)) as OnboardingProduct[];

  const back = async () => {
    try {
      const next = await save.mutateAsync({ step: 'product-selection', move: 'previous', selectedProducts });
      navigate(onboardingPath(next.current_step_name));
    } catch {
      // shown below
    }
  };
  const finish = async () => {
    try {
      await save.mutateAsync({ step: 'product-selection', move: 'next', selectedProducts });
      await completeCall.mutateAsync(undefined);
      navigate(onboardingPath('complete'));
    } catch {
      // shown below
    }
  };

  return (
    <section>
      <StepHeading
        headingRef={headingRef}
        title="What do you want to use first?"
        description="Choose any; the last step links you straight to them. Your plan, not this choice, decides what you can use."
      />
      <fieldset>
        <legend className="sr-only">Products</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ONBOARDING_PRODUCTS.map((p) => (
            <div key={p.value} className="rounded-lg border border-slate-200 p-3">
              <Checkbox
                label={p.label}
                description={p.description}
                checked={chosen.has(p.value)}
                onChange={(e) => toggle(p.value, e.target.checked)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <SaveError error={save.error} />
      {completeCall.isError ? (
        <Alert variant="error" className="mt-4" title={ONBOARDING_MESSAGES.completeFailed}>
          {failure(completeCall.error, ONBOARDING_MESSAGES.completeFailed)}
        </Alert>
      ) : null}
      <StepActions
        busy={save.isPending || completeCall.isPending}
        onBack={() => void back()}
        onNext={() => void finish()}
        nextLabel="Finish setup"
      />
    </section>
  );
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : 'Not provided';

export function CompleteStep({ state, headingRef }: StepProps) {
  const completeCall = useCompleteOnboarding();
  const { data } = state;
  const invites = data.teamSetup.invites;
  const failed = invites.filter((i) => i.status !== 'sent');
  const needsPlan = failed.some((i) => i.error_status === 402);
  const products = ONBOARDING_PRODUCTS.filter((p) => data.selectedProducts.includes(p.value));

  if (!state.completed) {
    return (
      <section>
        <StepHeading headingRef={headingRef} title="Almost done" description="Finish the setup to send your invitations." />
        {completeCall.isError ? (
          <Alert variant="error" className="mb-4" title={ONBOARDING_MESSAGES.completeFailed}>
            {failure(completeCall.error, ONBOARDING_MESSAGES.completeFailed)}
          </Alert>
        ) : null}
        <Button
          onClick={() => completeCall.mutate(undefined)}
          loading={completeCall.isPending}
          icon={<Icon name="check-circle" className="size-4" />}
        >
          Finish setup
        </Button>
      </section>
    );
  }

  return (
    <section>
      <StepHeading headingRef={headingRef} title="You're all set" description="Here is what you set up. You can change any of it later." />
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-4">
          <h3 className="text-sm font-semibold text-slate-900">Company</h3>
          {data.companyInfo ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Name</dt>
              <dd className="min-w-0 break-words text-slate-900">{data.companyInfo.name}</dd>
              <dt className="text-slate-500">Industry</dt>
              <dd className="text-slate-900">{labelOf(COMPANY_INDUSTRIES, data.companyInfo.industry)}</dd>
              <dt className="text-slate-500">Size</dt>
              <dd className="text-slate-900">{labelOf(COMPANY_SIZES, data.companyInfo.size)}</dd>
              <dt className="text-slate-500">Website</dt>
              <dd className="min-w-0 break-words text-slate-900">{data.companyInfo.website ?? 'Not provided'}</dd>
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Not filled in during setup.</p>
          )}
          <Link to="/profile/settings" className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline">
            Edit company profile
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 p-4">
          <h3 className="text-sm font-semibold text-slate-900">Team invitations</h3>
          {invites.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No one invited yet.</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {invites.map((i) => (
                <li key={i.email} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="min-w-0 break-all text-slate-900">{i.email}</span>
                  <span className="text-slate-500">{roleDisplayName(i.role)}</span>
                  {i.status === 'sent' ? <Badge tone="green">{ONBOARDING_MESSAGES.inviteSent}</Badge> : <Badge tone="rose">Not sent</Badge>}
                  {i.message ? <span className="w-full text-rose-700">{i.message}</span> : null}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {failed.length > 0 ? (
              <Button size="sm" variant="secondary" onClick={() => completeCall.mutate(undefined)} loading={completeCall.isPending}>
                Try sending again
              </Button>
            ) : null}
            {needsPlan ? (
              <ButtonLink size="sm" variant="secondary" to="/billing/subscription">
                Start free trial or upgrade
              </ButtonLink>
            ) : null}
            <ButtonLink size="sm" variant="ghost" to="/profile/team">
              Team Management
            </ButtonLink>
          </div>
          {completeCall.isError ? (
            <Alert variant="error" className="mt-3">
              {failure(completeCall.error, ONBOARDING_MESSAGES.completeFailed)}
            </Alert>
          ) : null}
        </div>
      </div>
      <div className="mt-5 rounded-lg border border-slate-200 p-4">
        <h3 className="text-sm font-semibold text-slate-900">Where to start</h3>
        {products.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No products chosen; everything is on the dashboard.</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {products.map((p) => (
              <li key={p.value} className="text-sm">
                <span className="font-medium text-slate-900">{p.label}</span>
                <br />
                <Link to={p.path} className="text-indigo-700 hover:underline">
                  {p.action}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-6 flex flex-col gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to="/dashboard" variant="secondary" icon={<Icon name="home" className="size-4" />}>
          Go to dashboard
        </ButtonLink>
        <ButtonLink to="/job-listing/create" icon={<Icon name="plus" className="size-4" />}>
          Create your first job
        </ButtonLink>
      </div>
    </section>
  );
}
