/**
 * How hard the hardening probes push. In `npm test` they run short; `npm run test:hardening`
 * (HARDENING_FULL=1) runs them in full. HARDENING_SEED repeats a fuzzer run exactly.
 */
export const FULL = process.env.HARDENING_FULL === '1';

export const BUDGET = {
  /** Fuzzed requests per database. */
  fuzzRequests: Number(process.env.HARDENING_FUZZ_REQUESTS) || (FULL ? 12_000 : 1_000),
  /** How long backends are killed under load, ms. */
  killLoadMs: FULL ? 20_000 : 2_500,
  /** Concurrent clients while backends are killed. */
  killClients: FULL ? 40 : 12,
  /** SIGKILLs of the server during writes. */
  crashes: FULL ? 5 : 1,
} as const;

export const SEED = Number(process.env.HARDENING_SEED) || 20_261_123;
