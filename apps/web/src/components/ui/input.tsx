import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * The look of every text control. An invalid control (aria-invalid) and a required one the
 * server lists as missing (data-missing, spec 02 §2.4) get a red border; variants come after
 * the plain border colour in the CSS, so they win.
 */
export const controlClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400',
  'focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20',
  'aria-invalid:border-rose-400 aria-invalid:focus:border-rose-500 aria-invalid:focus:ring-rose-500/20',
  'data-missing:border-rose-400 data-missing:focus:border-rose-500 data-missing:focus:ring-rose-500/20',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
);

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ref, ...rest }: InputProps) {
  return <input ref={ref} className={cn(controlClass, 'h-10', className)} {...rest} />;
}
