import type { PublicFollowUp } from '@hiring/shared/follow-ups';
import { FOLLOW_UP_LIMITS } from '@hiring/shared/follow-up-constants';
import { useEffect, useId, useRef } from 'react';
import { Textarea } from '@/components/ui/textarea';
import type { SaveState } from './autosave';
import { useCandidateText } from './candidate-text';
import { SaveIndicator } from './steps';

interface FollowUpPanelProps {
  followUp: PublicFollowUp;
  text: string;
  status: { state: SaveState; error: string | null };
  offline: boolean;
  onChange: (text: string) => void;
  onRetry: () => void;
  /** Focus moves to the panel when it opens after "Next". */
  focusOnOpen: boolean;
}

/** The one follow-up asked after an answer (issue 42): its question, the reply autosaved like an answer. */
export function FollowUpPanel({ followUp, text, status, offline, onChange, onRetry, focusOnOpen }: FollowUpPanelProps) {
  const words = useCandidateText();
  const headingId = useId();
  const introId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) ref.current?.focus();
  }, [focusOnOpen]);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-indigo-200 bg-indigo-50/60 p-5" data-testid="follow-up">
      <h3 className="text-xs font-semibold tracking-wide text-indigo-900 uppercase">{words.followUpHeading}</h3>
      <p id={headingId} className="mt-1 text-base font-medium break-words text-slate-900">
        {followUp.text}
      </p>
      <p id={introId} className="mt-1 text-sm text-slate-700">
        {followUp.skipped ? words.followUpSkipped : words.followUpIntro}
      </p>
      <Textarea
        ref={ref}
        aria-labelledby={headingId}
        aria-describedby={introId}
        rows={5}
        maxLength={FOLLOW_UP_LIMITS.answerMax}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        placeholder={words.followUpPlaceholder}
        className="mt-3 bg-white text-base sm:text-sm"
      />
      <div className="mt-2">
        <SaveIndicator state={status.state} error={status.error} onRetry={onRetry} offline={offline} />
      </div>
    </section>
  );
}
