import type { KeptSignals } from './integrity-recorder';

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

const signalsKey = (token: string, questionId: string) => `hs-interview:${token}:signals:${questionId}`;

/** An answer's integrity counts (integrity-recorder.ts), so a reload goes on counting from them. */
export function keepSignals(token: string, questionId: string, signals: KeptSignals): void {
  try {
    storage()?.setItem(signalsKey(token, questionId), JSON.stringify(signals));
  } catch {
    // Without storage a reload counts from zero; the server keeps the highest it was sent.
  }
}

export function keptSignals(token: string, questionId: string): KeptSignals | null {
  try {
    const raw = JSON.parse(storage()?.getItem(signalsKey(token, questionId)) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return null;
    const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
    return { paste_count: n(raw.paste_count), pasted_chars: n(raw.pasted_chars), tab_leaves: n(raw.tab_leaves), ms: n(raw.ms) };
  } catch {
    return null;
  }
}

/** Forgets everything this browser kept for the interview (after submit). */
export function forgetInterview(token: string): void {
  const store = storage();
  if (!store) return;
  for (const k of Object.keys(store)) if (k.startsWith(`hs-interview:${token}:`)) store.removeItem(k);
}
