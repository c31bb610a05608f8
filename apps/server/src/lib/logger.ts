import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Level } from 'pino';
import { REDACT_PATHS, redactUrl, serializeRequest } from './log-redaction.ts';

export interface Loggers {
  /** The server's logger (Fastify's `loggerInstance`): what features and errors log, with secrets redacted. */
  logger: FastifyBaseLogger;
  /** Writes the one line of an answered request. */
  logAnswer(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * JSON lines at `level` on standard output, or on `stream` (a test's). Standard output is written
 * without blocking: lines logged while a write is out go together in the next, so a busy server
 * makes one write of many lines instead of one each (decision 472).
 *
 * Each answered request is one line, written by a logger of its own on the same stream. Its fields
 * are only the method, the address with its secrets cut out, the client's address, the status and
 * the time, so it skips the redaction of arbitrary objects, whose wildcard paths cost as much again
 * as the rest of the line.
 */
export function createLoggers(level: Level | 'silent', stream?: DestinationStream): Loggers {
  // At most PIPE_BUF (4 KiB) a write, made of whole lines: a pipe takes such a write at once, so the
  // lines of workers sharing one standard output never cut into each other.
  const destination = stream ?? pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
  const logger = pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req: serializeRequest } },
    destination,
  );
  const answers = pino({ level }, destination);
  return {
    logger,
    logAnswer(request, reply) {
      if (!answers.isLevelEnabled('info')) return;
      answers.info(
        {
          reqId: request.id,
          req: { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip },
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    },
  };
}
