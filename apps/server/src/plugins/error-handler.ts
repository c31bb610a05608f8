import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isErrorCode } from '@hiring/shared/error-catalogue';
import { type ErrorCode, STATUS_MESSAGES, statusErrorCode } from '@hiring/shared/errors';
import { isConnectionLost } from '../db/retry.ts';
import { AppError } from '../lib/errors.ts';

const defaultMessage = (status: number) => STATUS_MESSAGES[status] ?? STATUS_MESSAGES[status >= 500 ? 500 : 400]!;

/** Field path of a validation issue: "/billing_address/city" becomes "billing_address.city". */
const fieldName = (instancePath: string | undefined, fallback: string) =>
  instancePath ? instancePath.replace(/^\//, '').replace(/\//g, '.') : fallback;

/** Fastify's own client errors that have a code of their own; the rest answer their status's. */
const FASTIFY_CLIENT_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_json_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
};

/**
 * A schema rule may name its failure (`.refine(check, { message, params: { code } })`, e.g. a
 * bad country code): the issue keeps the rule's params, and the answer lists that code by field.
 */
function issueCode(params: unknown): ErrorCode | undefined {
  const code = (params as { params?: { code?: unknown } } | undefined)?.params?.code;
  return isErrorCode(code) ? code : undefined;
}

/**
 * One place turns every failure into the catalogue's answer:
 * `{ success: false, code, message, errors?, field_codes? }` with the right status. Every answer
 * has a code from packages/shared/src/error-codes.ts: the failure's own, else `validation_failed`
 * for field errors, else its status's generic code. 5xx details stay in the log.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      const fieldCodes: Record<string, ErrorCode> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext ?? 'body');
        if (field in errors) continue;
        errors[field] = issue.message || defaultMessage(400);
        const code = issueCode(issue.params);
        if (code) fieldCodes[field] = code;
      }
      const first = Object.values(errors)[0];
      return reply.status(400).send({
        success: false,
        code: 'validation_failed',
        message: first ?? defaultMessage(400),
        errors,
        ...(Object.keys(fieldCodes).length > 0 ? { field_codes: fieldCodes } : {}),
        request_id: request.id,
      });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code ?? (error.fields ? 'validation_failed' : statusErrorCode(error.statusCode)),
        message: error.message,
        ...(error.fields ? { errors: error.fields } : {}),
        request_id: request.id,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ success: false, code: statusErrorCode(500), message: defaultMessage(500), request_id: request.id });
    }
    if (isConnectionLost(error)) {
      // The database connection went away and the statement could not safely run again (see
      // db/retry.ts): nothing is wrong with the request, so the client is told to try again.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ success: false, code: statusErrorCode(503), message: defaultMessage(503), request_id: request.id });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ success: false, code: statusErrorCode(status), message: defaultMessage(status), request_id: request.id });
    }
    // Fastify's own client errors (malformed JSON, payload too large, bad content type).
    request.log.info({ code: error.code, msg: error.message }, 'client error');
    const message = STATUS_MESSAGES[status] ?? error.message;
    const code = FASTIFY_CLIENT_CODES[error.code] ?? statusErrorCode(status);
    return reply.status(status).send({ success: false, code, message, request_id: request.id });
  });
});
