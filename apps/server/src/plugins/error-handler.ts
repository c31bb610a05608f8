import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { isConnectionLost } from '../db/retry.ts';
import { AppError } from '../lib/errors.ts';

const defaultMessage = (status: number) => STATUS_MESSAGES[status] ?? STATUS_MESSAGES[status >= 500 ? 500 : 400]!;

/** Field path of a validation issue: "/billing_address/city" becomes "billing_address.city". */
const fieldName = (instancePath: string | undefined, fallback: string) =>
  instancePath ? instancePath.replace(/^\//, '').replace(/\//g, '.') : fallback;

/**
 * One place turns every failure into the catalogue's answer:
 * `{ success: false, message, errors? }` with the right status. 5xx details stay in the log.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        errors[fieldName(issue.instancePath, error.validationContext ?? 'body')] ??= issue.message || defaultMessage(400);
      }
      const first = Object.values(errors)[0];
      return reply.status(400).send({ success: false, message: first ?? defaultMessage(400), errors, request_id: request.id });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { errors: error.fields } : {}),
        request_id: request.id,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: defaultMessage(500), request_id: request.id });
    }
    if (isConnectionLost(error)) {
      // The database connection went away and the statement could not safely run again (see
      // db/retry.ts): nothing is wrong with the request, so the client is told to try again.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ success: false, message: defaultMessage(503), request_id: request.id });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, message: defaultMessage(status), request_id: request.id });
    }
    // Fastify's own client errors (malformed JSON, payload too large, bad content type).
    request.log.info({ code: error.code, msg: error.message }, 'client error');
    const message = STATUS_MESSAGES[status] ?? error.message;
    return reply.status(status).send({ success: false, message, request_id: request.id });
  });
});
