interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A short per-process memory of values read for a company (list pages, subscription state),
 * keyed by company and a key of the caller's choosing. This process forgets a company's values
 * the moment it changes that company's data; another API process's change shows within `ttlMs`.
 * A read begun before a change is not kept (each company has a version, bumped on change).
 */
export class CompanyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly versions = new Map<string, number>();
  /** Bumped by forgetAll, so a read begun before it is not kept either. */
  private epoch = 0;

  constructor(
    private readonly ttlMs = 2000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Take it before reading; hand it to `set` so a read that raced a change is dropped. */
  version(companyId: string): number {
    return this.epoch * 1_000_000_000 + (this.versions.get(companyId) ?? 0);
  }

  get(companyId: string, key: string): T | undefined {
    if (!this.enabled) return undefined;
    const id = `${companyId}|${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read while the company was at `version`, unless it has changed since. */
  set(companyId: string, key: string, value: T, version: number): void {
    if (!this.enabled || this.version(companyId) !== version) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(`${companyId}|${key}`, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Reads through the cache: the cached value, or `load()`'s, kept for next time. */
  async read(companyId: string, key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.get(companyId, key);
    if (cached !== undefined) return cached;
    const version = this.version(companyId);
    const value = await load();
    this.set(companyId, key, value, version);
    return value;
  }

  forgetCompany(companyId: string): void {
    this.versions.set(companyId, (this.versions.get(companyId) ?? 0) + 1);
    const prefix = `${companyId}|`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }

  /** For changes whose company is not at hand (e.g. a processor event): forgets everything. */
  forgetAll(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
