import { BACK_TO_SETUP } from '@hiring/shared/onboarding-steps';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { setupReturnPath } from '@/lib/setup-return';

/**
 * "Back to setup": the way back to the onboarding step an owner left to start a trial or choose a
 * plan (decision 514); nothing when they did not come from there.
 */
export function BackToSetupLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const path = setupReturnPath();
  if (!path) return null;
  return (
    <ButtonLink to={path} variant={variant} icon={<Icon name="chevron-left" className="size-4" />}>
      {BACK_TO_SETUP}
    </ButtonLink>
  );
}
