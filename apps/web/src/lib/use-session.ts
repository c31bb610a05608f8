import { useSyncExternalStore } from 'react';
import { getSession, type SessionSnapshot, subscribeSession } from './session-storage';

/** The stored session, re-rendering when it changes (here or in another tab). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
