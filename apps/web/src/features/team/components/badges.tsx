import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus, INVITE_STATUS_LABELS, type InviteStatus } from '@hiring/shared/team';
import { roleDisplayName } from '@hiring/shared/roles';
import { Badge } from '@/components/ui/badge';

const STATUS_TONES: Record<EmployeeStatus, 'green' | 'neutral' | 'amber' | 'indigo' | 'rose'> = {
  active: 'green',
  inactive: 'neutral',
  suspended: 'amber',
  invited: 'indigo',
  banned: 'rose',
};

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{EMPLOYEE_STATUS_LABELS[status]}</Badge>;
}

const INVITE_TONES: Record<InviteStatus, 'green' | 'neutral' | 'amber' | 'indigo' | 'rose'> = {
  pending: 'indigo',
  accepted: 'green',
  revoked: 'neutral',
  expired: 'amber',
};

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  return <Badge tone={INVITE_TONES[status]}>{INVITE_STATUS_LABELS[status]}</Badge>;
}

export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === 'owner' || role === 'admin' ? 'indigo' : 'neutral'}>{roleDisplayName(role)}</Badge>;
}
