import {
  BILLING_CLIENT_MESSAGES,
  isCheaperPlan,
  type Price,
  prorateChange,
  type BillingCycle,
  type ChangeEffect,
  DEFAULT_BILLING_CYCLE,
  grantsAccess,
  type PlanEntry,
  type PlanTab,
  planTab,
  type Subscription,
  isTrialTier,
} from '@hiring/shared/billing';
import { formatDate } from '@hiring/shared/constants';
import { centsToAmount, formatAmount as formatAmountLabel, MAX_ANNUAL_SAVING_COPY, formatPrice } from '@hiring/shared/pricing';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { billingErrorMessage, useChangePlan, useCurrentSubscription, usePackages } from '../api';
import { isBillingCycle, readPlanSelection, savePlanSelection } from '../billing-storage';
import { InlineLoadError } from '../components/billing-states';
import { ComparePlansHelp } from '../components/compare-plans';
import { Dialog } from '@/components/ui/dialog';
import { cardPrice, PlanCard } from '../components/plan-card';
import { MANAGEMENT_PATH, createPath } from '../paths';
import { useCanManageBilling } from '../permissions';
import { subscriptionPlanName } from '../subscription-view';

const TABS: ReadonlyArray<{ id: PlanTab; label: string; empty: string }> = [
  { id: 'trial', label: 'Trial Plans', empty: 'No trial plans available' },
  { id: 'recurring', label: 'Recurring Plans', empty: BILLING_CLIENT_MESSAGES.noRecurringPlans },
  { id: 'one_time', label: 'One-time Plans', empty: BILLING_CLIENT_MESSAGES.noOneTimePlans },
];

/** A paid recurring plan in good standing changes plan instead of starting a new subscription. */
function changeable(sub: Subscription | null | undefined): sub is Subscription {
  return !!sub && !sub.is_trial && sub.frequency === 'recurring' && grantsAccess(sub.status) && !sub.cancel_at_period_end;
}

/** /billing/subscription/plan: choose a plan (spec 01 §2). */
export function PlanRoute() {
  const packages = usePackages();
  const current = useCurrentSubscription();
  const [params] = useSearchParams();
  const navigate = useNavigate();

  // The choice comes from the query (packageId, billingCycle), else from session storage.
  const initial = useMemo(() => {
    const stored = readPlanSelection();
    const packageId = params.get('packageId') ?? stored?.packageId ?? null;
    const cycleParam = params.get('billingCycle');
    const cycle = isBillingCycle(cycleParam)
      ? cycleParam
      : stored && stored.packageId === packageId
        ? stored.billingCycle
        : DEFAULT_BILLING_CYCLE;
    return { packageId, cycle };
  }, [params]);

  const [selectedId, setSelectedId] = useState<string | null>(initial.packageId);
  const [cycles, setCycles] = useState<Record<string, BillingCycle>>(() =>
    initial.packageId ? { [initial.packageId]: initial.cycle } : {},
  );
  const [chosenTab, setChosenTab] = useState<PlanTab | null>(null);
  const [confirmChange, setConfirmChange] = useState(false);

  const entries = packages.data ?? [];
  const byTab = (tab: PlanTab) => entries.filter((e) => planTab(e) === tab);
  const hasTrial = byTab('trial').length > 0;
  const tabs = TABS.filter((t) => t.id !== 'trial' || hasTrial);
  const selected = entries.find((e) => e.package.id === selectedId) ?? null;
  const tab: PlanTab = chosenTab ?? (selected ? planTab(selected) : 'recurring');
  const sub = current.data;
  // The current plan's card opens on the subscription's own cycle (an annual plan shows its annual price).
  const cycleOf = (id: string): BillingCycle =>
    cycles[id] ?? (sub && sub.package_id === id && sub.interval === 'year' ? 'yearly' : DEFAULT_BILLING_CYCLE);
  const selectedPrice = selected ? cardPrice(selected, cycleOf(selected.package.id)) : undefined;

  const changing = changeable(sub) && !!selected && planTab(selected) === 'recurring';
  // A paid plan that cannot change (one-time, or set to cancel) runs to its end before a new one.
  const locked = !!selected && !!sub && !sub.is_trial && grantsAccess(sub.status) && !changing;
  const isCurrentChoice = !!sub && !!selectedPrice && sub.price_id === selectedPrice.id;
  // Anyone may start the free trial; paying and changing plans need manage_billing.
  const canManage = useCanManageBilling();
  const notAllowed = !canManage && !!selected && !isTrialTier(selected.package.tier);

  const select = (entry: PlanEntry) => {
    setSelectedId(entry.package.id);
    savePlanSelection({ packageId: entry.package.id, billingCycle: cycleOf(entry.package.id) });
  };
  const setCycle = (entry: PlanEntry, cycle: BillingCycle) => {
    setCycles((prev) => ({ ...prev, [entry.package.id]: cycle }));
    if (entry.package.id === selectedId) savePlanSelection({ packageId: entry.package.id, billingCycle: cycle });
  };
  const onContinue = () => {
    if (!selected) return;
    const billingCycle = cycleOf(selected.package.id);
    savePlanSelection({ packageId: selected.package.id, billingCycle });
    if (changing) setConfirmChange(true);
    else navigate(createPath(selected.package.id, billingCycle));
  };
  const onCancel = () => {
    savePlanSelection(null);
    navigate(MANAGEMENT_PATH);
  };

  const tabRefs = useRef(new Map<PlanTab, HTMLButtonElement>());
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === tab);
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!move) return;
    event.preventDefault();
    const next = tabs[(index + move + tabs.length) % tabs.length]!;
    setChosenTab(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const visible = byTab(tab);

  return (
    <>
      {/* At least a screen tall, so the bottom bar sits at the bottom even with few plans. */}
      <div className="mx-auto min-h-[calc(100dvh-13rem)] max-w-6xl">
        <PageHeader
          title="Choose your plan"
          description={`Start with a free trial, subscribe monthly or annually, or buy once. ${MAX_ANNUAL_SAVING_COPY} with annual billing.`}
        />

        {packages.isPending ? (
          <div role="status" aria-label="Loading plans" className="grid gap-6 md:grid-cols-3">
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        ) : packages.isError ? (
          <InlineLoadError
            title="We couldn't load the plans"
            message={billingErrorMessage(packages.error)}
            onRetry={() => packages.refetch()}
            retrying={packages.isFetching}
          />
        ) : (
          <>
            <div role="tablist" aria-label="Plan types" className="mb-8 flex gap-1 overflow-x-auto border-b border-slate-200">
              {tabs.map((t) => (
                <button
                  key={t.id}
                  ref={(el) => {
                    if (el) tabRefs.current.set(t.id, el);
                    else tabRefs.current.delete(t.id);
                  }}
                  type="button"
                  role="tab"
                  id={`plan-tab-${t.id}`}
                  aria-selected={tab === t.id}
                  aria-controls={tab === t.id ? `plan-panel-${t.id}` : undefined}
                  tabIndex={tab === t.id ? 0 : -1}
                  onClick={() => setChosenTab(t.id)}
                  onKeyDown={onTabKey}
                  className={cn(
                    '-mb-px whitespace-nowrap border-b-2 px-3 py-2.5 sm:px-4 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                    tab === t.id
                      ? 'border-indigo-600 text-indigo-700'
                      : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
                  )}
                >
                  {t.label}
                  <span className="ml-2 hidden rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 sm:inline">
                    {byTab(t.id).length}
                  </span>
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`plan-panel-${tab}`} aria-labelledby={`plan-tab-${tab}`}>
              {visible.length === 0 ? (
                <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                  <Icon name="inbox" className="mx-auto size-6 text-slate-400" />
                  <p className="mt-3 text-sm font-medium text-slate-900">{TABS.find((t) => t.id === tab)?.empty}</p>
                  <p className="mt-1 text-sm text-slate-500">Try another tab, or contact support for a custom plan.</p>
                </div>
              ) : (
                <div
                  className={cn(
                    'grid gap-6 pt-3',
                    visible.length === 1 ? 'max-w-md' : visible.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 xl:grid-cols-3',
                  )}
                >
                  {visible.map((entry) => (
                    <PlanCard
                      key={entry.package.id}
                      entry={entry}
                      cycle={cycleOf(entry.package.id)}
                      onCycleChange={(cycle) => setCycle(entry, cycle)}
                      selected={entry.package.id === selectedId}
                      onSelect={() => select(entry)}
                      isCurrent={!!sub && grantsAccess(sub.status) && sub.package_id === entry.package.id}
                      currentPriceId={sub && grantsAccess(sub.status) ? sub.price_id : null}
                    />
                  ))}
                </div>
              )}
            </div>
            <ComparePlansHelp entries={visible} />
          </>
        )}
      </div>

      <BottomBar
        selected={selected}
        priceLabel={
          selectedPrice
            ? formatPrice(
                selectedPrice.amount,
                selectedPrice.frequency === 'one_time' || isTrialTier(selected?.package.tier) ? null : selectedPrice.interval,
                selectedPrice.currency,
              )
            : null
        }
        continueLabel={changing ? 'Change Plan' : 'Continue'}
        continueDisabled={!selected || !selectedPrice || (changing && isCurrentChoice) || locked || notAllowed}
        note={
          notAllowed
            ? BILLING_CLIENT_MESSAGES.managersOnly
            : changing && isCurrentChoice
              ? 'This is your current plan and billing cycle.'
              : locked && sub
                ? `Your current plan runs until ${formatDate(sub.current_period_end)}; choose a new one after that.`
                : null
        }
        onCancel={onCancel}
        onContinue={onContinue}
      />

      {confirmChange && selected && selectedPrice && changeable(sub) ? (
        <ChangePlanDialog
          subscription={sub}
          entry={selected}
          price={selectedPrice}
          priceLabel={formatPrice(selectedPrice.amount, selectedPrice.interval, selectedPrice.currency)}
          onClose={() => setConfirmChange(false)}
          onDone={(message) => {
            savePlanSelection(null);
            navigate(MANAGEMENT_PATH, { state: { message } });
          }}
        />
      ) : null}
    </>
  );
}

interface BottomBarProps {
  selected: PlanEntry | null;
  priceLabel: string | null;
  continueLabel: string;
  continueDisabled: boolean;
  note: string | null;
  onCancel: () => void;
  onContinue: () => void;
}

/** The bottom bar: the selected plan, Cancel, and Continue (disabled until a plan is selected). */
function BottomBar({ selected, priceLabel, continueLabel, continueDisabled, note, onCancel, onContinue }: BottomBarProps) {
  return (
    <section
      aria-label="Selected plan"
      className="sticky bottom-0 z-30 -mx-4 -mb-6 mt-10 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.12)] backdrop-blur sm:-mx-6 lg:-mx-8 lg:-mb-8"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <div className="min-w-0 flex-1 text-sm" aria-live="polite">
          {selected ? (
            <p className="truncate">
              <span className="text-slate-500">Selected: </span>
              <span className="font-semibold text-slate-900">{selected.package.displayName}</span>
              {priceLabel ? <span className="text-slate-600"> · {priceLabel}</span> : null}
            </p>
          ) : (
            <p className="text-slate-500">No plan selected yet. Pick a plan to continue.</p>
          )}
          {note ? <p className="text-xs text-slate-500">{note}</p> : null}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel} className="flex-1 sm:flex-none">
            Cancel
          </Button>
          <Button onClick={onContinue} disabled={continueDisabled} className="flex-1 sm:flex-none">
            {continueLabel}
            <Icon name="arrow-right" className="size-4" />
          </Button>
        </div>
      </div>
    </section>
  );
}

interface ChangePlanDialogProps {
  subscription: Subscription;
  entry: PlanEntry;
  price: Price;
  priceLabel: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

const money = (cents: number) => formatAmountLabel(centsToAmount(cents));

/** What "Immediately" costs now (the server charges by the same rule when the change is confirmed). */
function immediateHint(subscription: Subscription, price: Price): { hint: string; allowed: boolean } {
  const from = { amountCents: subscription.amount_cents, interval: subscription.interval, intervalCount: subscription.interval_count };
  const to = { amountCents: price.amount_cents, interval: price.interval, intervalCount: price.intervalCount };
  if (isCheaperPlan(from, to)) return { hint: BILLING_CLIENT_MESSAGES.cheaperPlanAtPeriodEnd, allowed: false };
  const p = prorateChange({
    currentAmountCents: subscription.amount_cents,
    periodStart: subscription.current_period_start ? new Date(subscription.current_period_start) : null,
    periodEnd: subscription.current_period_end ? new Date(subscription.current_period_end) : null,
    now: new Date(),
    newAmountCents: price.amount_cents,
  });
  const period = price.interval === 'year' ? 'yearly' : 'monthly';
  const kept = p.carriedCreditCents > 0 ? ` ${money(p.carriedCreditCents)} of credit is kept for your next renewals.` : '';
  return {
    hint: `Pay about ${money(p.dueCents)} now: ${money(p.chargeCents)} for the new plan less ${money(p.creditCents)} for the unused time of your current plan. A new ${period} period starts today.${kept}`,
    allowed: true,
  };
}

/** Change plan: at the end of the period (default) or now. */
function ChangePlanDialog({ subscription, entry, price, priceLabel, onClose, onDone }: ChangePlanDialogProps) {
  const priceId = price.id;
  const immediate = immediateHint(subscription, price);
  const change = useChangePlan();
  const [effective, setEffective] = useState<ChangeEffect>('period_end');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const result = await change.mutateAsync({
        subscriptionId: subscription.id,
        input: { package_id: entry.package.id, price_id: priceId, effective },
      });
      onDone(result.message);
    } catch (e) {
      setError(billingErrorMessage(e, 'Failed to change plan'));
    }
  };
  const options: ReadonlyArray<{ value: ChangeEffect; label: string; hint: string; disabled?: boolean }> = [
    {
      value: 'period_end',
      label: 'At the end of the current period',
      hint: `From ${formatDate(subscription.current_period_end)}; nothing changes until then.`,
    },
    { value: 'immediately', label: 'Immediately', hint: immediate.hint, disabled: !immediate.allowed },
  ];
  return (
    <Dialog
      title="Change your plan?"
      description={
        <p>
          From <strong className="text-slate-900">{subscriptionPlanName(subscription)}</strong> to{' '}
          <strong className="text-slate-900">{entry.package.displayName}</strong> ({priceLabel}).
        </p>
      }
      busy={change.isPending}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            Keep current plan
          </Button>
          <Button onClick={submit} loading={change.isPending}>
            Confirm change
          </Button>
        </>
      }
    >
      <fieldset className="mt-4 space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">When should it take effect?</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-indigo-500 has-checked:bg-indigo-50/50',
              option.disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name="effective"
              value={option.value}
              disabled={option.disabled}
              checked={effective === option.value}
              onChange={() => setEffective(option.value)}
              className="mt-0.5 accent-indigo-600"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              <span className="block text-slate-500">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <Alert variant="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Dialog>
  );
}
