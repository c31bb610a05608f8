import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@hiring/shared/text';
import { AppError } from '../lib/errors.ts';

/**
 * Every route, after its schema has parsed the request and before its handler: a NUL or a lone
 * surrogate anywhere in the parameters, the query or the JSON body (keys, nested JSON such as
 * ai_analysis) is a 400 naming the field, never a database error (decision 221). Schemas that
 * check a field themselves answer first, with the same message.
 */
export const safeText = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) {
      // Raw bodies (a webhook's signed bytes) are not fields; only parsed JSON is walked.
      if (part === 'body' && (value === null || typeof value !== 'object' || Buffer.isBuffer(value))) continue;
      const field = findUnsafeText(value);
      if (field !== null) throw new AppError(400, UNSAFE_TEXT_MESSAGE, { [field || part]: UNSAFE_TEXT_MESSAGE });
    }
  });
});
