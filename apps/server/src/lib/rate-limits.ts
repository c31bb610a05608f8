import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * Fixed-window rate limiters (rate-limiter-flexible): in memory for one process, in Redis when
 * several API processes must share the counts. One limiter per name, points and window.
 */
export interface RateLimits {
  limiter(name: string, points: number, windowSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

export interface RateLimitsOptions {
  /** Shared Redis store; without it the counts live in this process. */
  redisUrl?: string;
  /** Prepended to every key (tests keep their counts apart with it). */
  prefix?: string;
}

export function createRateLimits(options: RateLimitsOptions = {}): RateLimits {
  const prefix = options.prefix ?? 'rl:';
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    limiter(name, points, windowSeconds) {
      const id = `${name}:${points}:${windowSeconds}`;
      let limiter = limiters.get(id);
      if (!limiter) {
        const common = { keyPrefix: `${prefix}${name}`, points, duration: windowSeconds };
        limiter = redis ? new RateLimiterRedis({ ...common, storeClient: redis }) : new RateLimiterMemory(common);
        limiters.set(id, limiter);
      }
      return limiter;
    },
    async close() {
      limiters.clear();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
