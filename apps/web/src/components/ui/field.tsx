import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** The attributes a field hands to its control, so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shows the required mark (a red * and "(required)" for screen readers) and sets aria-required. */
  required?: boolean;
  /** Help under the control; hidden while an error shows. */
  hint?: ReactNode;
  /** The field's error; sets aria-invalid on the control and replaces the hint. */
  error?: string;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  /** Renders the control with the id and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one field of every form: a label tied to its control, the required mark, a hint and an
 * error linked by aria-describedby, aria-invalid while the error shows (spec 01 §5).
 */
export function Field({ label, required, hint, error, labelAside, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : hint ? (
        <div id={hintId} className={cn('mt-1.5 text-xs text-slate-500')}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function RequiredMark() {
  return (
    <>
      <span className="ml-0.5 text-rose-600" aria-hidden="true">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}
