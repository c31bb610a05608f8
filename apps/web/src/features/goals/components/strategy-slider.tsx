import { STRATEGY_LABELS, STRATEGY_SLIDER, strategyFromSlider } from '@hiring/shared/goals';
import { useId } from 'react';

/** The slider value a stored strategy starts from. */
export function sliderFromStrategy(strategy: string | null | undefined): number {
  if (strategy === 'teachable') return 20;
  if (strategy === 'specialist') return 80;
  return 50;
}

/**
 * The hiring strategy slider (spec 02 §2.1, §4, §9): 0-100 in steps of 5; 33 or below teachable,
 * 34-66 generalist, above 66 specialist, with the talent pool each band draws on.
 */
export function StrategySlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const band = strategyFromSlider(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Hiring strategy
      </label>
      <input
        id={id}
        type="range"
        min={STRATEGY_SLIDER.min}
        max={STRATEGY_SLIDER.max}
        step={STRATEGY_SLIDER.step}
        value={value}
        aria-valuetext={`${value}: ${STRATEGY_LABELS[band]}`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-indigo-600"
      />
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>Widely available</span>
        <span>Harder to find</span>
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="strategy-band">
        {value} · {STRATEGY_LABELS[band]}
      </p>
    </div>
  );
}
