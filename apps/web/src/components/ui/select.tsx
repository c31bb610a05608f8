import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as "Select industry". */
  placeholder?: string;
}

/** A native select over value/label options; a current value missing from the list is still shown. */
export function Select({ className, ref, options, placeholder, value, ...rest }: SelectProps) {
  const known = value === undefined || value === '' || options.some((o) => o.value === value);
  return (
    <select ref={ref} value={value} className={cn(controlClass, 'h-10', className)} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {!known ? <option value={String(value)}>{String(value)}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
