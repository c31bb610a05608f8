import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing';
import { hasPermission } from '@hiring/shared/roles';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/use-session';

/**
 * Whether the signed-in member may pay, cancel or change the plan. The server refuses the others
 * with 403, so the actions are not offered to them.
 */
export function useCanManageBilling(): boolean {
  return hasPermission(useSession().role, 'manage_billing');
}

/** Stands where the billing actions would be for members who may not take them. */
export function ManagersOnlyNote({ className }: { className?: string }) {
  return (
    <p role="note" className={cn('flex items-start gap-2 text-sm text-slate-600', className)}>
      <Icon name="lock" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      {BILLING_CLIENT_MESSAGES.managersOnly}
    </p>
  );
}
