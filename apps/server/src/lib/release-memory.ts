import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * One full, memory-reducing garbage collection on this thread (decision 489): what V8's memory
 * reducer does once a program goes idle, which Node 24's V8 does not start for the server, whose
 * start-up allocation rate it still counts as high. It compacts the old generation, shrinks the
 * young one and gives the freed pages back. Called once, after start-up; the embedded database's
 * thread runs the same lines for its own heap (pglite-worker.mjs, op `release-memory`). Node 20's
 * V8 ignores the options and collects nothing; Node 22 and 24 (the supported ones) honour them.
 */
export function releaseMemory(): void {
  const exposed = typeof (globalThis as { gc?: unknown }).gc === 'function';
  if (!exposed) setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as CollectGarbage;
  if (!exposed) setFlagsFromString('--no-expose-gc');
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
