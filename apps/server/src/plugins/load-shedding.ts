import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { AppError } from '../lib/errors.ts';

export interface LoadSheddingOptions {
  /** API requests handled at once; 0 turns the gate off. */
  maxInFlight: number;
  /** Longest wait for a turn; a request that would wait longer is answered 503 with Retry-After. */
  maxWaitMs: number;
  /** Longest queue; a request arriving at a full queue is answered 503 at once. */
  maxQueue: number;
  /**
   * Event-loop delay above which new requests are answered 503 at once; 0 = not checked. When
   * the loop is saturated, sockets are read late (a new connection's first request waited
   * seconds before any hook saw it), so a wait line alone cannot keep answers prompt; answering
   * the excess cheaply does. The embedded database runs on a thread of its own (decision 430),
   * so the loop saturates far less often than when its queries ran here (PGLITE_THREAD=false).
   */
  maxEventLoopDelayMs: number;
}

/** How often the event loop's delay is sampled. */
const LAG_SAMPLE_MS = 25;

/** Seconds a shed client is asked to wait before it tries again. */
export const SHED_RETRY_AFTER_SECONDS = 1;

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

const admitted = Symbol('admitted');
type Gated = FastifyRequest & { [admitted]?: boolean };

/**
 * A bounded, first-come-first-served wait queue in front of the API, and a 503 at once while the
 * event loop is saturated (decision 228). With the embedded database every query runs on one
 * connection, one at a time: past a handful of requests at once, more only wait longer, and
 * without a queue of our own the newest connections starved. Here at most `maxInFlight` API
 * requests run; the rest wait in arrival order, and one that cannot start within `maxWaitMs`
 * (or finds the queue full) gets 503 with `Retry-After` instead of hanging. /api/health and the
 * web app's files are not gated.
 */
export const loadShedding = fp<LoadSheddingOptions>(async (app: FastifyInstance, options) => {
  if (options.maxInFlight <= 0) return;
  let inFlight = 0;
  const queue: Waiter[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else {
      inFlight--;
    }
  };

  const shed = (request: FastifyRequest) => {
    request.log.debug({ inFlight, queued: queue.length }, 'busy: request shed with 503');
    // `server_busy`: the request never started, so a client may send it again, whatever its method.
    return new AppError(503, STATUS_MESSAGES[503], undefined, { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) }).withCode('server_busy');
  };

  // The loop's delay: how late a timer of LAG_SAMPLE_MS fires, smoothed over a few samples.
  let lagMs = 0;
  let expected = performance.now() + LAG_SAMPLE_MS;
  const sampler = setInterval(() => {
    const now = performance.now();
    lagMs = lagMs * 0.5 + Math.max(0, now - expected) * 0.5;
    expected = now + LAG_SAMPLE_MS;
  }, LAG_SAMPLE_MS);
  sampler.unref();
  app.addHook('onClose', async () => clearInterval(sampler));
  // Only while requests of ours are running: on a busy machine the loop is late for reasons of its own.
  const saturated = () => options.maxEventLoopDelayMs > 0 && inFlight > 0 && lagMs > options.maxEventLoopDelayMs;

  app.decorate('loadShedding', { inFlight: () => inFlight, queued: () => queue.length, eventLoopDelayMs: () => lagMs });

  app.addHook('onRequest', (request: Gated, reply, done) => {
    const path = request.url;
    if (!path.startsWith('/api/') || path.startsWith('/api/health')) return done();
    const start = () => {
      request[admitted] = true;
      // 'close' fires once the answer is sent or the client went away, whichever happens.
      reply.raw.once('close', release);
      done();
    };
    if (saturated()) return done(shed(request));
    if (inFlight < options.maxInFlight) {
      inFlight++;
      return start();
    }
    if (queue.length >= options.maxQueue) return done(shed(request));
    const waiter: Waiter = {
      // The slot passes from the finished request to this one: inFlight stays as it is.
      admit: start,
      timer: setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at !== -1) queue.splice(at, 1);
        done(shed(request));
      }, options.maxWaitMs),
    };
    queue.push(waiter);
    // A client that gives up while waiting leaves the queue (the response closes unfinished).
    reply.raw.once('close', () => {
      if (request[admitted]) return;
      const at = queue.indexOf(waiter);
      if (at !== -1) {
        queue.splice(at, 1);
        clearTimeout(waiter.timer);
      }
    });
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The gate's state, for tests and diagnostics; absent when the gate is off. */
    loadShedding?: { inFlight(): number; queued(): number; eventLoopDelayMs(): number };
  }
}
