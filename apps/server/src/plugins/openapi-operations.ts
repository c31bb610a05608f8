import { ERROR_RESPONSES, type Node } from './openapi-components.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The security of an operation that needs a signed-in caller; `[]` is a public one. */
export const BEARER = [{ bearer: [] }];
/** The alternative security of an operation that accepts a company's API key. */
export const API_KEY = [{ apiKey: [] }];

const pascal = (word: string) => word.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * The operation id of a method and path: the method, then each segment after `/api` in
 * PascalCase, a path parameter as `By<Name>`; the default area `/api/app` is left out.
 * `GET /api/app/job-positions/{id}/goals` is `getJobPositionsByIdGoals`.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api(?=\/|$)/, '')
    .replace(/^\/app(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const words = segments.map((s) => (/^\{.+\}$/.test(s) ? `By${pascal(s.slice(1, -1))}` : pascal(s)));
  return `${method.toLowerCase()}${words.join('')}`;
}

/** The tag of a path: its first segment after the area (`/api/app/<tag>`, `/api/admin/<tag>`, `/api/<tag>`). */
export function tagOf(path: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  const [, area, feature] = segments;
  return (area === 'app' || area === 'admin') && feature ? feature : (area ?? 'api');
}

const STATUS_TEXT: Readonly<Record<string, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
};

/**
 * Completes one operation: its id and tags, its security, the error responses it can answer
 * (each a reference to the shared response), and a description of its successful response.
 */
export function completeOperation(path: string, method: string, operation: Node): void {
  operation.operationId ??= operationIdOf(method, path);
  // A route without a summary still gets one: its method and path.
  operation.summary ??= `${method.toUpperCase()} ${path}`;
  if (!operation.tags?.length) operation.tags = [tagOf(path)];
  // The route's own declaration, else what api-docs.ts noted from its hooks (x-authenticated).
  const authenticated = operation['x-authenticated'] === true;
  delete operation['x-authenticated'];
  operation.security ??= authenticated ? BEARER : [];
  // An operation that accepts API keys (decision 720) also declares that scheme; a key without
  // the scope is refused with 403.
  const keyScope = operation['x-api-key-scope'];
  if (keyScope && !operation.security.some((s: Node) => 'apiKey' in s)) operation.security = [...operation.security, ...API_KEY];
  const secured = operation.security.length > 0;

  const responses: Node = operation.responses ?? {};
  const statuses = new Set(Object.keys(responses).filter((s) => Number(s) >= 400));
  const parameters: Node[] = operation.parameters ?? [];
  if (operation.requestBody || parameters.length > 0) statuses.add('400');
  if (parameters.some((p) => p.in === 'path')) statuses.add('404');
  if (secured) statuses.add('401');
  if (secured && (operation['x-roles'] || keyScope)) statuses.add('403');
  if (keyScope) statuses.add('429');
  statuses.add('500');
  statuses.add('503');
  for (const status of statuses) {
    const name = ERROR_RESPONSES[Number(status)];
    const declared = responses[status];
    // A route's own error answer that is not the shared envelope is kept as it is.
    // (A route that produces another type, e.g. text/csv, has its error envelopes under that type:
    // they are JSON all the same, so they become the shared response too.)
    const envelope =
      declared === undefined ||
      Object.values<Node>(declared.content ?? {}).some((c) => c.schema?.$ref === '#/components/schemas/ErrorEnvelope');
    if (name && envelope) responses[status] = { $ref: `#/components/responses/${name}` };
  }
  for (const [status, response] of Object.entries<Node>(responses)) {
    if (Number(status) >= 400 || response.$ref) continue;
    if (!response.description || response.description === 'Default Response') {
      const text = STATUS_TEXT[status] ?? 'Success';
      response.description = operation.summary ? `${text}: ${operation.summary}` : text;
    }
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}
