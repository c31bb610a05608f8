import type { User } from '@hiring/shared/auth';
import { normalizeRole, type Role } from '@hiring/shared/roles';
import { SESSION_KEYS } from './page-contract';

export interface SessionSnapshot {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
  role: Role;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; snapshot: SessionSnapshot } | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts this page only.
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as User) : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return read(SESSION_KEYS.token);
}

export function getRefreshToken(): string | null {
  return read(SESSION_KEYS.refreshToken);
}

/** The session as stored; the same object while storage holds the same values. */
export function getSession(): SessionSnapshot {
  const token = getToken();
  const refreshToken = getRefreshToken();
  const rawUser = read(SESSION_KEYS.user);
  const rawRole = read(SESSION_KEYS.role);
  const raw = JSON.stringify([token, refreshToken, rawUser, rawRole]);
  if (cached?.raw !== raw) {
    cached = { raw, snapshot: { token, refreshToken, user: parseUser(rawUser), role: normalizeRole(rawRole) } };
  }
  return cached.snapshot;
}

/** Why the last session ended, for the sign-in screen; kept in memory until the next sign-in. */
let endNotice: string | null = null;

export function sessionEndNotice(): string | null {
  return endNotice;
}

export function setTokens(token: string, refreshToken?: string | null): void {
  endNotice = null;
  write(SESSION_KEYS.token, token);
  if (refreshToken !== undefined) write(SESSION_KEYS.refreshToken, refreshToken);
  notify();
}

/** Stores the user and the role taken from it. */
export function setUser(user: User): void {
  write(SESSION_KEYS.user, JSON.stringify(user));
  write(SESSION_KEYS.role, normalizeRole(user.role));
  notify();
}

/** Forgets the session; `notice` says why, for whichever redirect reaches /auth first. */
export function clearSession(notice?: string): void {
  endNotice = notice ?? null;
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out.
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
