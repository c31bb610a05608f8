import { describe, expect, it } from 'vitest';
import type { SessionAccount } from '../users/index.ts';
import { SessionCache } from './session-cache.ts';

const account = (id: string) => ({ user: { id }, company: null }) as unknown as SessionAccount;

describe('session cache', () => {
  it('remembers a session for its time to live and no longer', () => {
    let now = 0;
    const cache = new SessionCache(2000, 10, () => now);
    cache.set('s1', account('u1'));
    now = 1999;
    expect(cache.get('s1', 'u1')?.user.id).toBe('u1');
    now = 2000;
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('keeps nothing when its time to live is 0 (the cache is off)', () => {
    const cache = new SessionCache(0);
    cache.set('s1', account('u1'));
    expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBe(0);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('never answers for another user id', () => {
    const cache = new SessionCache();
    cache.set('s1', account('u1'));
    expect(cache.get('s1', 'u2')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.set('s1', account('u1'));
    cache.set('s2', account('u1'));
    cache.set('s3', account('u2'));
    cache.forgetSession('s1');
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('s2', 'u1')).toBeUndefined();
    expect(cache.get('s3', 'u2')?.user.id).toBe('u2');
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', account('u1'));
    cache.set('b', account('u2'));
    cache.set('c', account('u3'));
    expect(cache.get('a', 'u1')).toBeUndefined();
    expect(cache.get('c', 'u3')?.user.id).toBe('u3');
  });
});
