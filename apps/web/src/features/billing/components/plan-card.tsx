import {
  type BillingCycle,
  FEATURE_LIMIT_KEYS,
  isTrialTier,
  monthsLabel,
  PLAN_LIMIT_KEYS,
  type PlanEntry,
  priceForCycle,
  topHighlightedFeatures,
} from '@hiring/shared/billing';
import { annualSavingPercent, formatPrice, monthlyEquivalent, trialLengthDays } from '@hiring/shared/pricing';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { limitLabel } from '../subscription-view';

/** The saving of a recurring plan's yearly price over twelve monthly ones (spec 01 §9). */
export function planSavingPercent(entry: PlanEntry): number {
  const monthly = priceForCycle(entry, 'monthly');
  const yearly = priceForCycle(entry, 'yearly');
  return monthly && yearly && monthly.frequency === 'recurring' ? annualSavingPercent(monthly.amount, yearly.amount) : 0;
}

/** The price a card shows: a trial's only price, else the one of the chosen cycle. */
export function cardPrice(entry: PlanEntry, cycle: BillingCycle) {
  return isTrialTier(entry.package.tier) ? entry.prices[0] : priceForCycle(entry, cycle);
}

export function hasBothCycles(entry: PlanEntry): boolean {
  return (
    entry.prices.some((p) => p.frequency === 'recurring' && p.interval === 'month') &&
    entry.prices.some((p) => p.frequency === 'recurring' && p.interval === 'year')
  );
}

interface CycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  saving: number;
  label: string;
}

/** Monthly / Annual, with the annual saving percent (spec 01 §2). */
export function CycleToggle({ value, onChange, saving, label }: CycleToggleProps) {
  return (
    <fieldset className="inline-flex rounded-lg bg-slate-100 p-1 text-sm">
      <legend className="sr-only">{label}</legend>
      {(['monthly', 'yearly'] as const).map((cycle) => {
        const active = value === cycle;
        return (
          <label
            key={cycle}
            className={cn(
              'flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-indigo-600',
              active ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input type="radio" className="sr-only" checked={active} onChange={() => onChange(cycle)} name={label} value={cycle} />
            {cycle === 'monthly' ? 'Monthly' : 'Annual'}
            {cycle === 'yearly' && saving > 0 ? (
              <span className="rounded-full bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-700">Save {saving}%</span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

interface PlanCardProps {
  entry: PlanEntry;
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  selected: boolean;
  onSelect: () => void;
  isCurrent: boolean;
  /** The price the company pays now: its card's button says so instead of offering it again. */
  currentPriceId?: string | null;
}

/** A plan card: price, the first 3 highlighted features and the full list on demand (spec 01 §2, §9). */
export function PlanCard({ entry, cycle, onCycleChange, selected, onSelect, isCurrent, currentPriceId }: PlanCardProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { package: pkg, features } = entry;
  const price = cardPrice(entry, cycle);
  const recurring = entry.prices.some((p) => p.frequency === 'recurring');
  const trial = isTrialTier(pkg.tier);
  const top = topHighlightedFeatures(features);
  // The expanded list adds what the highlights do not say, and a limit only when no feature states it.
  const rest = features.filter((f) => !top.includes(f));
  const stated = new Set(features.map((f) => FEATURE_LIMIT_KEYS[f.key]).filter(Boolean));
  const limitsUnsaid = PLAN_LIMIT_KEYS.filter((key) => !stated.has(key)).map((key) => limitLabel(key, entry.limits[key]));
  const more = rest.length + limitsUnsaid.length;
  const saving = planSavingPercent(entry);
  const name = pkg.displayName;
  const onCurrentPrice = !!price && !!currentPriceId && price.id === currentPriceId;

  return (
    <article
      aria-labelledby={`${listId}-name`}
      data-selected={selected}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-xs transition-shadow',
        selected ? 'border-indigo-500 ring-2 ring-indigo-500' : pkg.isRecommended ? 'border-indigo-200' : 'border-slate-200',
      )}
    >
      {pkg.isRecommended ? (
        <span className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white shadow-sm">
          Recommended
        </span>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${listId}-name`} className="text-lg font-semibold text-slate-900">
          {name}
        </h3>
        {isCurrent ? <Badge tone="green">Current plan</Badge> : null}
      </div>
      <p className="mt-1 min-h-10 text-sm text-slate-500">{pkg.description}</p>

      {recurring && hasBothCycles(entry) ? (
        <div className="mt-4">
          <CycleToggle value={cycle} onChange={onCycleChange} saving={saving} label={`Billing cycle for ${name}`} />
        </div>
      ) : null}

      <div className="mt-4">
        {price ? (
          <>
            <p className="flex items-baseline gap-1">
              <span className="text-3xl font-bold tracking-tight text-slate-900">
                {formatPrice(price.amount, price.frequency === 'one_time' || trial ? null : price.interval, price.currency)}
              </span>
            </p>
            <p className="mt-1 h-5 text-xs text-slate-500">
              {trial
                ? `${trialLengthDays(price.intervalCount)} days, no credit card required`
                : price.frequency === 'one_time'
                  ? `One-time payment${price.intervalCount > 0 ? ` · ${monthsLabel(price.intervalCount)} of access` : ''}`
                  : price.interval === 'year'
                    ? `${formatPrice(monthlyEquivalent(price.amount), 'month', price.currency)} billed annually`
                    : 'Billed monthly'}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-500">
            {cycle === 'yearly' ? 'No annual price for this plan' : 'No monthly price for this plan'}
          </p>
        )}
      </div>

      <ul className="mt-5 space-y-2.5 text-sm text-slate-700" aria-label={`Highlights of ${name}`}>
        {top.map((feature) => (
          <li key={feature.id} className="flex gap-2.5">
            <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-indigo-500" />
            {feature.display_name}
          </li>
        ))}
      </ul>

      {more > 0 ? (
        <div className="mt-4">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${listId}-all`}
            onClick={() => setExpanded((v) => !v)}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {expanded ? 'Hide features' : `See ${more} more ${more === 1 ? 'feature' : 'features'}`}
            <Icon name="chevron-right" className={cn('size-3.5 transition-transform', expanded && 'rotate-90')} />
          </button>
          {expanded ? (
            <ul id={`${listId}-all`} className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
              {rest.map((feature) => (
                <li key={feature.id} className="flex gap-2.5">
                  <Icon
                    name="check-circle"
                    className={cn('mt-0.5 size-4 shrink-0', feature.is_highlighted ? 'text-indigo-500' : 'text-slate-400')}
                  />
                  {feature.display_name}
                </li>
              ))}
              {limitsUnsaid.map((line) => (
                <li key={line} className="flex gap-2.5">
                  <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="mt-auto pt-6">
        <button
          type="button"
          aria-pressed={onCurrentPrice ? undefined : selected}
          disabled={!price || onCurrentPrice}
          onClick={onSelect}
          className={cn(
            'inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50',
            selected
              ? 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700'
              : 'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
          )}
        >
          {selected || onCurrentPrice ? <Icon name="check-circle" className="size-4" /> : null}
          {onCurrentPrice ? 'Your current plan' : selected ? 'Selected' : `Select ${name}`}
        </button>
      </div>
    </article>
  );
}
