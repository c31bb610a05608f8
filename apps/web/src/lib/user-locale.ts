import { applyUserLocale } from '@hiring/shared/locale';
import { useSession } from './use-session';

let applied: string | null | undefined;

/**
 * The signed-in user's "Language and region" (decision 793), applied before the page formats
 * anything: on sign-in, on load and after the profile changes it. Idempotent, so it is called
 * while rendering the signed-in layout, ahead of its pages' first format.
 */
export function useUserLocale(): void {
  const choice = useSession().user?.display_locale ?? null;
  if (choice !== applied) {
    applied = choice;
    applyUserLocale(choice);
  }
}
