import { createSigner } from 'fast-jwt';
import { describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-tokens.ts';

const secret = 'a-test-signing-key-of-at-least-32-characters';
const claims = { sub: '0b0e7c9e-5d2a-4c1b-9f7e-3a2d1c0b9a87', sid: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c' };

describe('access tokens', () => {
  it('round-trips the user and session ids', () => {
    const tokens = new AccessTokens(secret);
    expect(tokens.verify(tokens.sign(claims))).toEqual(claims);
  });

  it('refuses a token signed with another key, altered, or unsigned', () => {
    const tokens = new AccessTokens(secret);
    expect(tokens.verify(new AccessTokens(`${secret}-other`).sign(claims))).toBeNull();
    const [h, , s] = tokens.sign(claims).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: 'admin', iss: 'hiring-platform', aud: 'hiring-platform-api', exp: 9e9 }),
    ).toString('base64url');
    expect(tokens.verify(`${h}.${forged}.${s}`)).toBeNull();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged}.`;
    expect(tokens.verify(none)).toBeNull();
    expect(tokens.verify('garbage')).toBeNull();
  });

  it('refuses a correctly signed token whose user or session id is not a UUID', () => {
    const tokens = new AccessTokens(secret);
    for (const bad of [
      { ...claims, sid: 'session-1' },
      { ...claims, sub: 'admin' },
      { ...claims, sid: "x' OR 1=1" },
    ]) {
      expect(tokens.verify(tokens.sign(bad))).toBeNull();
    }
  });

  it('refuses a token of another issuer or audience', () => {
    const tokens = new AccessTokens(secret);
    const foreign = createSigner({ key: secret, algorithm: 'HS256', iss: 'someone-else', aud: 'hiring-platform-api', expiresIn: 60_000 })(
      claims,
    );
    expect(tokens.verify(foreign)).toBeNull();
  });

  it('expires after 15 minutes', () => {
    vi.useFakeTimers();
    try {
      const tokens = new AccessTokens(secret);
      const token = tokens.sign(claims);
      vi.advanceTimersByTime(14 * 60 * 1000);
      expect(tokens.verify(token)).toEqual(claims);
      vi.advanceTimersByTime(2 * 60 * 1000);
      expect(tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
