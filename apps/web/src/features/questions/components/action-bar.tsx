import { QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { QuestionSetAction } from '../api/questions-screen';
import type { ActionRule, QuestionActionRules } from '../rules';

/**
 * The action bar (spec 02 §2.1): Generate when no questions exist, else Regenerate, Finalize and
 * Reset to Draft. Once the set is finalized, its finalized state stands where Finalize stood (decision 504).
 */
export function ActionBar({
  rules,
  busy,
  onRun,
  onAsk,
  lengthPicker,
}: {
  rules: QuestionActionRules;
  busy: QuestionSetAction | null | undefined;
  onRun: (a: QuestionSetAction) => void;
  onAsk: (a: 'regenerate' | 'reset') => void;
  /** The interview length to generate for, beside Generate Questions. */
  lengthPicker?: ReactNode;
}) {
  const reasons = [
    ...new Set([rules.generate, rules.regenerate, rules.finalize, rules.reset].flatMap((r) => (r.reason ? [r.reason] : []))),
  ];
  const describe = (r: ActionRule) => (r.reason ? `action-reason-${reasons.indexOf(r.reason)}` : undefined);
  const anyBusy = !!busy;
  return (
    <div>
      {lengthPicker ? <div className="mb-3">{lengthPicker}</div> : null}
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
        <legend className="sr-only">Question actions</legend>
        {rules.generate.shown ? (
          <Button
            icon={<Icon name="sparkles" />}
            disabled={!rules.generate.enabled || (anyBusy && busy !== 'generate')}
            loading={busy === 'generate'}
            aria-describedby={describe(rules.generate)}
            onClick={() => onRun('generate')}
          >
            {M.generate}
          </Button>
        ) : null}
        {rules.regenerate.shown ? (
          <Button
            variant="secondary"
            icon={<Icon name="refresh" />}
            disabled={!rules.regenerate.enabled || anyBusy}
            aria-describedby={describe(rules.regenerate)}
            onClick={() => onAsk('regenerate')}
          >
            {M.regenerate}
          </Button>
        ) : null}
        {rules.finalize.shown ? (
          <Button
            icon={<Icon name="check-circle" />}
            disabled={!rules.finalize.enabled || (anyBusy && busy !== 'finalize')}
            loading={busy === 'finalize'}
            aria-describedby={describe(rules.finalize)}
            onClick={() => onRun('finalize')}
          >
            {M.finalize}
          </Button>
        ) : null}
        {rules.finalized ? (
          <span className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            <Icon name="check-circle" />
            {M.finalized}
          </span>
        ) : null}
        {rules.reset.shown ? (
          <Button
            variant="secondary"
            disabled={!rules.reset.enabled || anyBusy}
            aria-describedby={describe(rules.reset)}
            onClick={() => onAsk('reset')}
          >
            {M.resetToDraft}
          </Button>
        ) : null}
      </fieldset>
      {reasons.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-xs text-slate-500">
          {reasons.map((r, i) => (
            <li key={r} id={`action-reason-${i}`}>
              {r}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
