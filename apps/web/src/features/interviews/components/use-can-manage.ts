import { INTERVIEW_MANAGER_ROLES } from '@hiring/shared/interviews';
import { hasAnyRole } from '@hiring/shared/roles';
import { useSession } from '@/lib/use-session';

/** Whether the signed-in member may create, withdraw and resend links and delete a candidate's data. */
export function useCanManageInterviews(): boolean {
  return hasAnyRole(useSession().role, INTERVIEW_MANAGER_ROLES);
}
