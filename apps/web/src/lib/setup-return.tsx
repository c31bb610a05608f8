import { BACK_TO_SETUP } from '@hiring/shared/onboarding-steps';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * Where the billing pages send an owner back to after they left the onboarding to start a free
 * trial (decision 514): the onboarding remembers its step here, in this tab's session storage,
 * and forgets it when it is shown again. Only an onboarding address is ever answered.
 */
const KEY = 'onboarding.returnTo';

export function rememberSetupReturn(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be unavailable; the dashboard's "Finish setting up" card still leads back.
  }
}

export function setupReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    return path && /^\/onboarding(\/[a-z-]+)?$/.test(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetSetupReturn(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * "Back to setup": the way back to the onboarding step an owner left to start a trial or choose a
 * plan; nothing when they did not come from there.
 */
export function BackToSetupLink() {
  const path = setupReturnPath();
  if (!path) return null;
  return (
    <ButtonLink to={path} variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
      {BACK_TO_SETUP}
    </ButtonLink>
  );
}
