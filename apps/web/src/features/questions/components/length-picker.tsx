import { INTERVIEW_LENGTHS, type InterviewLength, SHORTEST_QUESTION_MINUTES } from '@hiring/shared/question-length';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The length a picker starts at: the current set's, else the default; never one too short for the goals. */
export function initialLength(current: number | null, fallback: InterviewLength, goals: number): InterviewLength {
  const usable = INTERVIEW_LENGTHS.filter((n) => n >= goals * SHORTEST_QUESTION_MINUTES);
  const wanted = (INTERVIEW_LENGTHS as readonly number[]).includes(current ?? -1) ? (current as InterviewLength) : fallback;
  return usable.includes(wanted) ? wanted : (usable[0] ?? INTERVIEW_LENGTHS.at(-1)!);
}

/**
 * How long the interview runs (15, 30, 45 or 60 minutes): the set is fitted to it. A length too
 * short for one question per confirmed goal is offered disabled, saying why.
 */
export function LengthPicker({
  value,
  goals,
  onChange,
  disabled,
  className,
}: {
  value: InterviewLength;
  /** Confirmed goals: each needs a question of at least SHORTEST_QUESTION_MINUTES. */
  goals: number;
  onChange: (length: InterviewLength) => void;
  disabled?: boolean;
  className?: string;
}) {
  const tooShort = (n: number) => n < goals * SHORTEST_QUESTION_MINUTES;
  const anyShort = INTERVIEW_LENGTHS.some(tooShort);
  return (
    <Field
      label="Interview length"
      className={className}
      hint={
        anyShort
          ? `Shorter lengths cannot hold a question for each of the ${goals} goals.`
          : 'The questions are chosen to fit this length, every goal covered.'
      }
    >
      {(control) => (
        <select
          {...control}
          className={cn(controlClass, 'h-10')}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value) as InterviewLength)}
        >
          {INTERVIEW_LENGTHS.map((n) => (
            <option key={n} value={n} disabled={tooShort(n)}>
              {n} minutes{tooShort(n) ? ' (too short)' : ''}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
