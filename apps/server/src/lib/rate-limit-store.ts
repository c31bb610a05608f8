import { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Seconds until the window ends. */
  resetInSeconds: number;
}

/**
 * Fixed-window counters for rate limits. In memory for one process; Redis when several API
 * processes must share them.
 */
export interface RateLimitStore {
  increment(key: string, windowSeconds: number): Promise<Counter>;
  get(key: string): Promise<Counter>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private counter(entry: { count: number; expiresAt: number } | undefined): Counter {
    return entry
      ? { count: entry.count, resetInSeconds: Math.max(0, (entry.expiresAt - this.now()) / 1000) }
      : { count: 0, resetInSeconds: 0 };
  }

  async increment(key: string, windowSeconds: number): Promise<Counter> {
    let entry = this.live(key);
    if (!entry) {
      entry = { count: 0, expiresAt: this.now() + windowSeconds * 1000 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return this.counter(entry);
  }

  async get(key: string): Promise<Counter> {
    return this.counter(this.live(key));
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async increment(key: string, windowSeconds: number): Promise<Counter> {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
    return { count, resetInSeconds: Math.max(0, ttl / 1000) };
  }

  async get(key: string): Promise<Counter> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetInSeconds: Math.max(0, Number(ttl) / 1000) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createRateLimitStore(redisUrl?: string): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl) : new MemoryRateLimitStore();
}
