/**
 * A copy of each answer in this browser until the server has it, so text typed just before the
 * tab closed (or while offline) is not lost: on return it is put back and saved.
 */
const key = (token: string, questionId: string) => `hs-interview:${token}:draft:${questionId}`;
const stepKey = (token: string) => `hs-interview:${token}:step`;

interface Draft {
  text: string;
  at: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function keepDraft(token: string, questionId: string, text: string): void {
  try {
    storage()?.setItem(key(token, questionId), JSON.stringify({ text, at: new Date().toISOString() } satisfies Draft));
  } catch {
    // A full or blocked storage only loses the local copy; the server save goes on.
  }
}

export function dropDraft(token: string, questionId: string): void {
  storage()?.removeItem(key(token, questionId));
}

/** The local copy when it is newer than what the server saved and differs from it. */
export function unsavedDraft(token: string, questionId: string, saved: { text: string; saved_at: string } | undefined): string | null {
  const raw = storage()?.getItem(key(token, questionId));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft;
    if (typeof draft.text !== 'string') return null;
    if (saved && (draft.text === saved.text || new Date(draft.at) <= new Date(saved.saved_at))) {
      dropDraft(token, questionId);
      return null;
    }
    return draft.text;
  } catch {
    return null;
  }
}

/** Where the candidate was, so a reload opens the same question. */
export function rememberStep(token: string, step: string): void {
  try {
    storage()?.setItem(stepKey(token), step);
  } catch {
    // Without storage the interview opens at the first unanswered question instead.
  }
}

export function rememberedStep(token: string): string | null {
  return storage()?.getItem(stepKey(token)) ?? null;
}

/** Forgets everything this browser kept for the interview (after submit). */
export function forgetInterview(token: string): void {
  const store = storage();
  if (!store) return;
  for (const k of Object.keys(store)) if (k.startsWith(`hs-interview:${token}:`)) store.removeItem(k);
}
