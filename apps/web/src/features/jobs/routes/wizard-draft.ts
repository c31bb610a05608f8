import { readDeviceDraft, removeDeviceDraft, writeDeviceDraft } from '@/lib/device-drafts';

/**
 * The job wizard's unsaved work, kept on this device for the signed-in user who wrote it, so a
 * reload or a closed tab does not lose a description being written (decision 505, which
 * replaces 481's tab-only storage). It is gone once the position is created, the user discards
 * it, or the user signs out.
 */
export interface WizardDraft {
  step: number;
  /** The job form's values as typed; the wizard checks them against its own shape on reading. */
  details: unknown;
  presets: number[];
  customText: string;
}

const NAME = 'job-wizard';

interface Stored extends WizardDraft {
  savedAt: number;
}

export function readWizardDraft(userId: string | undefined): WizardDraft | null {
  if (!userId) return null;
  const raw = readDeviceDraft(NAME, userId);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    if (!stored || typeof stored !== 'object') throw new Error('not a draft');
    return {
      step: stored.step === 3 ? 3 : stored.step === 2 ? 2 : 1,
      details: stored.details,
      presets: Array.isArray(stored.presets) ? stored.presets.filter((p): p is number => Number.isInteger(p)) : [],
      customText: typeof stored.customText === 'string' ? stored.customText : '',
    };
  } catch {
    removeDeviceDraft(NAME, userId);
    return null;
  }
}

export function saveWizardDraft(userId: string | undefined, draft: WizardDraft, now = Date.now()): void {
  if (!userId) return;
  writeDeviceDraft(NAME, userId, JSON.stringify({ ...draft, savedAt: now } satisfies Stored));
}

export function clearWizardDraft(userId: string | undefined): void {
  if (userId) removeDeviceDraft(NAME, userId);
}
