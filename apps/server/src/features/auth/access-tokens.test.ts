import { createSigner } from 'fast-jwt';
import { describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-tokens.ts';

const secret = 'a-test-signing-key-of-at-least-32-characters';
const claims = { sub: 'user-1', sid: 'session-1' };

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
