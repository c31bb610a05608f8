import { createSealer, hashToken, randomToken, type Sealer } from '../../lib/crypto.ts';

/**
 * An interview link's token: random and URL-safe, stored as its SHA-256 hash (what a link is
 * looked up by) and sealed with the server's secret (so the team can be shown and re-sent the
 * link). A token sealed under an earlier secret cannot be unsealed: such a link is no longer shown.
 */

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;
/** The sealing key's purpose; changing it would make every stored link unreadable. */
const SEAL_PURPOSE = 'interview-link-token';

export const newLinkToken = (): string => randomToken(32);

export const linkTokenHash = (token: string): string => hashToken(token);

/** Whether a string could be a token at all: anything else is not looked up. */
export const isTokenShaped = (token: string): boolean => TOKEN_SHAPE.test(token);

export const linkTokenSealer = (secret: string): Sealer => createSealer(secret, SEAL_PURPOSE);

/** The token of a sealed value, or null when there is none or it was sealed under another secret. */
export function unsealToken(tokens: Sealer, sealed: string | null): string | null {
  return sealed ? tokens.unseal(sealed) : null;
}
