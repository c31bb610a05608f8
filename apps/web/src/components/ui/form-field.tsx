import { type ReactNode, useId } from 'react';
import { Input } from './input';
import type { FieldProps } from '@/lib/use-zod-form';

interface FormFieldProps {
  label: string;
  field: FieldProps;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  disabled?: boolean;
}

/** A labelled input whose error is linked to it (aria-invalid, aria-describedby). */
export function FormField({ label, field, type = 'text', autoComplete, placeholder, hint, labelAside, disabled }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {labelAside}
      </div>
      <Input
        id={id}
        ref={field.ref}
        name={field.name}
        type={type}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && !field.error ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {field.error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-rose-700">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
