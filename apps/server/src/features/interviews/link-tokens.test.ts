import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isTokenShaped, linkTokenHash, linkTokenSealer, newLinkToken, unsealToken } from './link-tokens.ts';

/** How links were sealed before lib/crypto did it for every feature: a stored link must still read. */
function sealedTheEarlierWay(secret: string, token: string): string {
  const key = createHash('sha256').update(`interview-link-token:${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

describe('interview link tokens', () => {
  it('makes URL-safe tokens of 43 characters that are never the same twice', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newLinkToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(isTokenShaped(token)).toBe(true);
    }
  });

  it('looks up only strings shaped like a token', () => {
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(`${'a'.repeat(30)}/..`)).toBe(false);
    expect(isTokenShaped('a'.repeat(101))).toBe(false);
    expect(isTokenShaped('a'.repeat(20))).toBe(true);
  });

  it('stores a token as its SHA-256 hash', () => {
    expect(linkTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('unseals what it sealed, and links sealed before this version, under the same secret only', () => {
    const token = newLinkToken();
    const sealer = linkTokenSealer('server-secret');
    expect(unsealToken(sealer, sealer.seal(token))).toBe(token);
    expect(unsealToken(sealer, sealedTheEarlierWay('server-secret', token))).toBe(token);
    expect(unsealToken(linkTokenSealer('another-secret'), sealer.seal(token))).toBeNull();
    expect(unsealToken(sealer, null)).toBeNull();
    expect(unsealToken(sealer, 'not-sealed')).toBeNull();
  });
});
