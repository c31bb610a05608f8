import type { FastifyRequest } from 'fastify';

/** Paths that carry a secret in the address (mailed links, sandbox checkout tokens, interview links); logged with the secret cut out. */
const SECRET_IN_PATH =
  /(\/auth\/(?:verify-email|reset-password)\/|\/billing\/sandbox\/checkout\/|\/public\/interviews\/|\/interview\/)[^/?#]+/;
const SECRET_IN_QUERY = /([?&](?:one-time|token|code|refresh_token)=)[^&#]*/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]').replace(SECRET_IN_QUERY, '$1[redacted]');
}

/** What the log keeps of a request: never headers, bodies or secrets in the address. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip, reqId: request.id };
}

/** Keys whose values never reach the log, wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.refresh_token',
  '*.code',
  'password',
  'token',
  'refresh_token',
];
