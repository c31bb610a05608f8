import type { z } from 'zod';
import type { JobContext } from './queue.ts';

/** What a job's handler is given when it runs: the run's id and attempt, and the dependencies it declared. */
export interface JobRunContext<Deps> extends JobContext {
  deps: Deps;
}

/**
 * One kind of background work, in one file: its name (the queue's type), the version of its
 * payload, the zod schema the payload is checked against when enqueued and when run, and the
 * handler. `Deps` is the small part of the app the handler needs (a feature's service, the mailer).
 */
export interface JobDefinition<Payload, Deps> {
  name: string;
  /**
   * The payload's shape version. Rows already queued keep the shape they were written with: a
   * change that an older payload would fail gets a new version and a schema that still accepts
   * the old shape (docs/decisions/520-job-definitions.md).
   */
  version: number;
  schema: z.ZodType<Payload>;
  /** Runs before giving up; the queue's default (5) when unset. */
  maxAttempts?: number;
  /** A recurring sweep: enqueued at start and every this many milliseconds, with the payload `{}`. */
  everyMs?: number;
  run(payload: Payload, ctx: JobRunContext<Deps>): Promise<void>;
  /** Called once after the last attempt failed (never for a payload that fails its schema). */
  onFailure?(payload: Payload, error: unknown, deps: Deps): Promise<void>;
}

/** Declares a job; the identity function that gives a definition its types. */
export function defineJob<Payload, Deps>(definition: JobDefinition<Payload, Deps>): JobDefinition<Payload, Deps> {
  return definition;
}
