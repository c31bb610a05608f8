import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';

/** A fixed-window limit per address for the public auth calls: one call more this minute, or 429. */
export async function limitByAddress(rateLimits: RateLimits, group: string, ip: string, perMinute: number): Promise<void> {
  try {
    await rateLimits.limiter(`auth:${group}`, perMinute, 60).consume(ip);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
    throw error;
  }
}
