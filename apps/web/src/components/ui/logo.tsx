import { APP_NAME } from '@/config/app';
import { cn } from '@/lib/cn';

export function Logo({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 22V10h3v4.5h8V10h3v12h-3v-4.5h-8V22z" fill="#fff" />
      </svg>
      {compact ? <span className="sr-only">{APP_NAME}</span> : <span>{APP_NAME}</span>}
    </span>
  );
}
