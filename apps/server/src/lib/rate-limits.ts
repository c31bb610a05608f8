import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
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

const require = createRequire(import.meta.url);

export function createRateLimits(options: RateLimitsOptions = {}): RateLimits {
  const prefix = options.prefix ?? 'rl:';
  // ioredis is loaded only when Redis is configured: a single process never needs it.
  const redis: RedisClient | undefined = options.redisUrl
    ? new (require('ioredis') as typeof import('ioredis')).Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
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
