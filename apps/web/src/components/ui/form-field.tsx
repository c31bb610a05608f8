import type { ReactNode } from 'react';
import type { FieldProps as ZodFieldProps } from '@/lib/use-zod-form';
import { Field } from './field';
import { Input } from './input';

interface FormFieldProps {
  label: string;
  field: ZodFieldProps;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/** A text input of a `useZodForm` form, drawn by the one Field. */
export function FormField({
  label,
  field,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  labelAside,
  disabled,
  required,
}: FormFieldProps) {
  return (
    <Field label={label} hint={hint} error={field.error} labelAside={labelAside} required={required}>
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          type={type}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
