/**
 * The job wizard's unsaved work, kept in this tab's session storage so a reload (or a visit to
 * another page and back) does not lose a description being written (decision 481). It belongs
 * to the signed-in user who wrote it, lasts a day at most, and is gone once the position is
 * created or the user discards it.
 */
export interface WizardDraft {
  step: number;
  /** The job form's values as typed; the wizard checks them against its own shape on reading. */
  details: unknown;
  presets: number[];
  customText: string;
}

const KEY = 'job-wizard-draft';
export const WIZARD_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored extends WizardDraft {
  userId: string;
  savedAt: number;
}

export function readWizardDraft(userId: string | undefined, now = Date.now()): WizardDraft | null {
  if (!userId) return null;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    if (!stored || stored.userId !== userId || typeof stored.savedAt !== 'number' || now - stored.savedAt > WIZARD_DRAFT_MAX_AGE_MS) {
      window.sessionStorage.removeItem(KEY);
      return null;
    }
    return {
      step: stored.step === 3 ? 3 : stored.step === 2 ? 2 : 1,
      details: stored.details,
      presets: Array.isArray(stored.presets) ? stored.presets.filter((p): p is number => Number.isInteger(p)) : [],
      customText: typeof stored.customText === 'string' ? stored.customText : '',
    };
  } catch {
    return null;
  }
}

export function saveWizardDraft(userId: string | undefined, draft: WizardDraft, now = Date.now()): void {
  if (!userId) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...draft, userId, savedAt: now } satisfies Stored));
  } catch {
    // Storage full or unavailable: the wizard still works, the draft only lasts this page.
  }
}

export function clearWizardDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
