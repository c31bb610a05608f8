/**
 * Unsaved work a signed-in user leaves in a form (the job wizard's draft), kept in this
 * device's local storage so it outlives a closed tab (decision 505). Each draft is stored under
 * its owner's id; signing out removes the owner's drafts, and a different user opening a draft
 * form removes the drafts of the others, so a shared computer does not hand one person's work
 * to the next. An ended session (expired, or revoked elsewhere) keeps them: the same person
 * signs in again and carries on.
 */
const PREFIX = 'draft:';

function keyOf(name: string, userId: string): string {
  return `${PREFIX}${name}:${userId}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function draftKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** The stored text of `name` for `userId`; the drafts other users left on this device are removed. */
export function readDeviceDraft(name: string, userId: string): string | null {
  const store = storage();
  if (!store) return null;
  try {
    const own = keyOf(name, userId);
    for (const key of draftKeys(store)) if (!key.endsWith(`:${userId}`)) store.removeItem(key);
    return store.getItem(own);
  } catch {
    return null;
  }
}

export function writeDeviceDraft(name: string, userId: string, value: string): void {
  try {
    storage()?.setItem(keyOf(name, userId), value);
  } catch {
    // Storage full or unavailable: the form still works, the draft only lasts this page.
  }
}

export function removeDeviceDraft(name: string, userId: string): void {
  try {
    storage()?.removeItem(keyOf(name, userId));
  } catch {
    // Nothing kept.
  }
}

/** Signing out: every draft of this user on this device goes. */
export function removeUserDrafts(userId: string): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of draftKeys(store)) if (key.endsWith(`:${userId}`)) store.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
