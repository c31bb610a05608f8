import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ref, ...rest }: TextareaProps) {
  return <textarea ref={ref} className={cn(controlClass, 'py-2', className)} {...rest} />;
}
