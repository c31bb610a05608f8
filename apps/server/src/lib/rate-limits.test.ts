import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateLimits } from './rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;

function contract(name: string, make: () => RateLimits) {
  describe(`${name} rate limits`, () => {
    const limits = make();
    const key = `test:${Math.random().toString(36).slice(2)}`;
    afterAll(() => limits.close());

    it('counts hits inside a window, reports when it ends and refuses past the limit', async () => {
      const limiter = limits.limiter('contract', 2, 60);
      expect(await limiter.get(key)).toBeNull();
      await limiter.consume(key);
      const second = await limiter.consume(key);
      expect(second.consumedPoints).toBe(2);
      expect(second.msBeforeNext).toBeGreaterThan(55_000);
      expect(second.msBeforeNext).toBeLessThanOrEqual(60_000);
      await expect(limiter.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    });

    it('forgets a key on delete', async () => {
      const limiter = limits.limiter('contract', 2, 60);
      await limiter.delete(key);
      expect(await limiter.get(key)).toBeNull();
    });

    it('starts a new window once the old one has passed', async () => {
      const limiter = limits.limiter('short', 1, 1);
      await limiter.consume(key);
      await expect(limiter.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await limiter.consume(key)).consumedPoints).toBe(1);
    });
  });
}

contract('memory', () => createRateLimits());
if (redisUrl) contract('redis', () => createRateLimits({ redisUrl, prefix: `rl-test-${process.pid}:` }));
