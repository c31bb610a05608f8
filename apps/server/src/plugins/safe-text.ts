import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@hiring/shared/text';
import { AppError } from '../lib/errors.ts';

/** The check: a NUL or a lone surrogate in the params, the query or the parsed JSON body is a 400. */
function refuseUnsafeText(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const body = request.body;
  // Raw bodies (a webhook's signed bytes) are not fields; only parsed JSON is walked.
  const parsedBody = body !== null && typeof body === 'object' && !Buffer.isBuffer(body) ? body : undefined;
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', parsedBody],
  ] as const) {
    const field = findUnsafeText(value);
    if (field !== null) {
      done(new AppError(400, UNSAFE_TEXT_MESSAGE, { [field || part]: UNSAFE_TEXT_MESSAGE }));
      return;
    }
  }
  done();
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every route that takes input, after its schema has parsed the request and before its handler:
 * a NUL or a lone surrogate anywhere in the parameters, the query or the JSON body (keys, nested
 * JSON such as ai_analysis) is a 400 naming the field, never a database error (decision 221).
 * Schemas that check a field themselves answer first, with the same message. A route that can
 * carry no input (a GET without params or query) skips the check: a hook on every request cost
 * about 15% of a trivial route's throughput.
 */
export const safeText = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { params?: unknown; querystring?: unknown } | undefined;
    const takesInput =
      methods.some((m) => !BODYLESS.has(m)) || schema?.params !== undefined || schema?.querystring !== undefined || route.url.includes(':');
    if (!takesInput) return;
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [refuseUnsafeText, ...own];
  });
});
