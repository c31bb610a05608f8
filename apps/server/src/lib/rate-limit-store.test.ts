import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit-store.ts';

const redisUrl = process.env.TEST_REDIS_URL;

function contract(name: string, make: () => RateLimitStore) {
  describe(`${name} rate-limit store`, () => {
    const store = make();
    const key = `test:${Math.random().toString(36).slice(2)}`;
    afterAll(() => store.close());

    it('counts hits inside a window and reports when it ends', async () => {
      expect((await store.get(key)).count).toBe(0);
      await store.increment(key, 60);
      const second = await store.increment(key, 60);
      expect(second.count).toBe(2);
      expect(second.resetInSeconds).toBeGreaterThan(55);
      expect(second.resetInSeconds).toBeLessThanOrEqual(60);
      expect((await store.get(key)).count).toBe(2);
    });

    it('forgets a key on reset', async () => {
      await store.reset(key);
      expect((await store.get(key)).count).toBe(0);
    });
  });
}

contract('memory', () => new MemoryRateLimitStore());
if (redisUrl) contract('redis', () => new RedisRateLimitStore(redisUrl, `rl-test-${process.pid}:`));

describe('memory rate-limit store windows', () => {
  it('starts a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    await store.increment('k', 10);
    await store.increment('k', 10);
    now += 10_001;
    expect((await store.get('k')).count).toBe(0);
    expect((await store.increment('k', 10)).count).toBe(1);
    await store.close();
  });
});
