import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret for links and refresh tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes: a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
