import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CircleAlert, CircleCheckBig, Info, type LucideIcon, TriangleAlert } from 'lucide-react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

const styles: Record<AlertVariant, { box: string; icon: LucideIcon; iconColor: string }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info, iconColor: 'text-sky-500' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheckBig, iconColor: 'text-emerald-500' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert, iconColor: 'text-amber-500' },
  error: { box: 'border-rose-200 bg-rose-50 text-rose-900', icon: CircleAlert, iconColor: 'text-rose-500' },
};

interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Errors interrupt (role=alert); other banners are announced politely (role=status). */
  role?: 'alert' | 'status';
}

export function Alert({ variant = 'info', title, children, action, className, role }: AlertProps) {
  const s = styles[variant];
  return (
    <div
      role={role ?? (variant === 'error' ? 'alert' : 'status')}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', s.box, className)}
    >
      <s.icon className={cn('mt-0.5 size-4 shrink-0', s.iconColor)} aria-hidden />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={cn(title ? 'mt-1' : undefined, 'leading-relaxed')}>{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
