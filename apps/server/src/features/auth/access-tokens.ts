import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_LIFETIMES } from '@hiring/shared/auth';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session id: revoking the session ends the token too. */
  sid: string;
}

const ISSUER = 'hiring-platform';
const AUDIENCE = 'hiring-platform-api';

/** Short-lived access tokens (HS256 JWT). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIMES.accessSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, sid: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
