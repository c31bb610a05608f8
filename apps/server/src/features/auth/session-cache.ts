import type { SessionAccount } from '../users/index.ts';

interface Entry {
  userId: string;
  account: SessionAccount;
  expiresAt: number;
}

/**
 * A short memory of live sessions, so a burst of calls from one page costs one database
 * lookup instead of one each. This process forgets an entry the moment it changes the user or
 * ends the session; another API process sees such a change within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(sessionId: string, userId: string): SessionAccount | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || entry.userId !== userId) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.account;
  }

  set(sessionId: string, account: SessionAccount): void {
    // Off (SESSION_CACHE_MS=0, the default): an entry would never be read, only kept alive.
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { userId: account.user.id, account, expiresAt: this.now() + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    for (const [sessionId, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sessionId);
  }

  clear(): void {
    this.entries.clear();
  }
}
