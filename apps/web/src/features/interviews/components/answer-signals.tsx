import { INTEGRITY_MESSAGES, type SignalBadgeText, signalBadges } from '@hiring/shared/integrity-constants';
import type { InterviewAnswer } from '@hiring/shared/interviews';
import { ClipboardPaste, EyeOff, Timer } from 'lucide-react';
import { ReasonBadge } from './flag-badge';

const ICONS: Record<SignalBadgeText['kind'], typeof Timer> = { paste: ClipboardPaste, tab: EyeOff, time: Timer };

/**
 * Beside an answer on the review: what the candidate's page recorded while it was written
 * (pasting, leaving the tab, time on the question) and the AI's flags, each a badge with its
 * reason. Evidence for the reviewer to weigh; no score reads them. The flags come from the
 * server only where the AI's part is shown.
 */
export function AnswerSignals({ answer }: { answer: Pick<InterviewAnswer, 'integrity' | 'flags' | 'question_order'> }) {
  const badges = answer.integrity ? signalBadges(answer.integrity) : [];
  if (badges.length === 0 && answer.flags.length === 0) return null;
  return (
    <section aria-label={`Signals, question ${answer.question_order}`} className="space-y-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{INTEGRITY_MESSAGES.signalsHeading}</h4>
      {badges.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="Integrity signals">
          {badges.map((b) => {
            const Icon = ICONS[b.kind];
            return (
              <li key={b.kind}>
                <ReasonBadge
                  label={b.label}
                  reason={b.reason}
                  tone={b.notable ? 'amber' : 'slate'}
                  icon={<Icon className="size-3 shrink-0" aria-hidden />}
                  data={{ 'data-signal': b.kind }}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {badges.length > 0 ? <p className="text-xs text-slate-600">{INTEGRITY_MESSAGES.notScored}</p> : null}
      {answer.flags.length > 0 ? (
        <p aria-hidden className="pt-1 text-xs font-medium text-slate-700">
          AI flags
        </p>
      ) : null}
      {answer.flags.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="AI flags">
          {answer.flags.map((f) => (
            <li key={f.code}>
              <ReasonBadge label={f.label} reason={f.reason} data={{ 'data-flag': f.code }} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
