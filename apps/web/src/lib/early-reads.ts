import { API_BASE, SESSION_KEYS } from './page-contract.ts';

/**
 * A signed-in page's first reads, started before the app's code arrives so the data travels
 * beside the scripts rather than after them (decision 431). `startEarlyReads` runs in the small
 * script index.html loads first (route-preload.ts writes it from this function's own text); the
 * API client takes each read once (api-client.ts).
 */
export interface EarlyReadsConfig {
  apiBase: string;
  tokenKey: string;
  roleKey: string;
  /** Pages outside the app shell (sign-in, the candidate's interview): no reads there. */
  outsideShell: string;
  reads: { path: string; pages?: string[]; role?: string }[];
}

export interface EarlyRead {
  token: string;
  startedAt: number;
  /** The answer's status and text; null when no answer came. */
  response: Promise<{ status: number; text: string } | null>;
}

declare global {
  interface Window {
    __earlyReads?: Record<string, EarlyRead>;
  }
}

export const EARLY_READS: EarlyReadsConfig = {
  apiBase: API_BASE,
  tokenKey: SESSION_KEYS.token,
  roleKey: SESSION_KEYS.role,
  outsideShell: '^/(auth|sign-in|interview/|access-denied|dev/)',
  reads: [
    // Every page of the shell reads the profile; an owner's dashboard reads the setup state too.
    { path: '/app/profile' },
    { path: '/app/onboarding', pages: ['/', '/dashboard'], role: 'owner' },
  ],
};

/** Self-contained (no imports, no outer names): its text is the page's first script. */
export function startEarlyReads(config: EarlyReadsConfig): void {
  try {
    const page = window.location.pathname.replace(/\/+$/, '') || '/';
    const token = window.localStorage.getItem(config.tokenKey);
    if (!token || new RegExp(config.outsideShell).test(page)) return;
    const role = window.localStorage.getItem(config.roleKey);
    const reads: Record<string, EarlyRead> = {};
    for (const read of config.reads) {
      if ((read.pages && !read.pages.includes(page)) || (read.role && read.role !== role)) continue;
      const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      reads[read.path] = {
        token,
        startedAt: Date.now(),
        response: fetch(config.apiBase + read.path, { headers })
          .then(async (res) => ({ status: res.status, text: await res.text() }))
          .catch(() => null),
      };
    }
    window.__earlyReads = reads;
  } catch {
    // Storage unavailable: the app reads as it always does.
  }
}

/** The page script's text: the function above, called with the configuration. */
export function earlyReadsScript(): string {
  return `(${startEarlyReads.toString()})(${JSON.stringify(EARLY_READS)});`;
}
