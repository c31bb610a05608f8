import { type ReactNode, useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface BaseFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  fieldRef?: (element: HTMLElement | null) => void;
  className?: string;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
      {label}
      {required ? (
        <span className="ml-0.5 text-rose-600" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="ml-1.5 text-xs font-normal text-slate-500">(optional)</span>
      )}
    </label>
  );
}

function Messages({ error, hint, errorId, hintId }: { error?: string; hint?: ReactNode; errorId: string; hintId: string }) {
  if (error) {
    return (
      <p id={errorId} className="mt-1.5 text-xs font-medium text-rose-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={hintId} className="mt-1.5 text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({
  label,
  name,
  value,
  error,
  onChange,
  required,
  hint,
  disabled,
  fieldRef,
  className,
  type = 'text',
  autoComplete,
  placeholder,
}: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <Input
        id={ids.id}
        ref={fieldRef}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  autoComplete?: string;
}

export function SelectField({
  label,
  name,
  value,
  error,
  onChange,
  required,
  hint,
  disabled,
  fieldRef,
  className,
  options,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <select
        id={ids.id}
        ref={fieldRef}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-xs',
          value ? 'text-slate-900' : 'text-slate-500',
          'focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20',
          'aria-invalid:border-rose-400 aria-invalid:focus:border-rose-500 aria-invalid:focus:ring-rose-500/20',
        )}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

interface TextareaFieldProps extends BaseFieldProps {
  rows?: number;
  placeholder?: string;
}

export function TextareaField({
  label,
  name,
  value,
  error,
  onChange,
  required,
  hint,
  disabled,
  fieldRef,
  className,
  rows = 3,
  placeholder,
}: TextareaFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <textarea
        id={ids.id}
        ref={fieldRef}
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400',
          'focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20',
          'aria-invalid:border-rose-400',
        )}
      />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}
