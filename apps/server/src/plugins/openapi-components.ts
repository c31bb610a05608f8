import { z } from 'zod';
import { errorEnvelopeSchema, pageEnvelope, pageQuerySchema } from '@hiring/shared/api';
import { STATUS_MESSAGES } from '@hiring/shared/errors';

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI nodes are walked as plain JSON
export type Node = any;

/** Turns one route's zod schemas into the JSON the document holds (the per-route transform). */
export type ToJson = (schema: { response?: Record<number, z.ZodType>; querystring?: z.ZodType }) => Node;

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Deep equality of two JSON values (key order ignored). */
export function same(a: Node, b: Node): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => k in b && same(a[k], b[k]));
}

/** Every error status the document names, with the response component that answers it. */
export const ERROR_RESPONSES: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  402: 'PaymentRequired',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};

/** When each error status is answered, for its response's description. */
const WHEN: Readonly<Record<number, string>> = {
  400: 'The request was refused: a parameter or the body does not fit its schema (`errors` names each field), or the JSON could not be read.',
  401: 'No valid bearer token of a live session was sent.',
  402: 'The company needs an active subscription, or a plan limit was reached.',
  403: "The caller's role may not do this.",
  404: 'Nothing of this id for the caller (another company’s rows are not found either).',
  409: 'The request conflicts with the current state of the resource.',
  410: 'The resource is no longer available.',
  413: 'The body is too large.',
  415: 'The content type is not accepted.',
  422: 'The content could not be processed.',
  429: 'Too many requests: wait for `Retry-After` seconds.',
  500: 'An unexpected failure; the details are in the server log under the request id.',
  502: 'The payment processor did not answer as expected.',
  503: 'The server is saturated (load shedding) or lost its database connection: try again after `Retry-After` seconds.',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
};

export interface SharedShapes {
  errorEnvelope: Node;
  pageInfo: Node;
  pageParameters: Record<string, Node>;
}

/**
 * The JSON of the shared shapes, made by the same transform as the routes' own schemas, so a
 * route's copy is recognised by equality and replaced by a reference to the component.
 */
export function sharedShapes(toJson: ToJson): SharedShapes {
  const errorEnvelope = toJson({ response: { 400: errorEnvelopeSchema } }).response[400];
  const page = toJson({ response: { 200: pageEnvelope(z.string()) } }).response[200];
  const { items: _items, ...pageProperties } = page.properties;
  const pageInfo = { ...page, properties: pageProperties, required: page.required.filter((r: string) => r !== 'items') };
  delete pageInfo.additionalProperties;
  const query = toJson({ querystring: pageQuerySchema }).querystring;
  return { errorEnvelope, pageInfo, pageParameters: query.properties };
}

/** The components every document has: the error envelope and its code, the page, their responses. */
export function sharedComponents(shapes: SharedShapes): Node {
  const { code, field_codes, ...rest } = shapes.errorEnvelope.properties;
  const errorEnvelope = {
    ...shapes.errorEnvelope,
    description: 'Every failure answers this envelope; `code` is stable, `message` is for people.',
    properties: {
      ...rest,
      code: ref('schemas', 'ErrorCode'),
      field_codes: { ...field_codes, additionalProperties: ref('schemas', 'ErrorCode') },
    },
  };
  const responses: Node = {};
  for (const [status, name] of Object.entries(ERROR_RESPONSES)) {
    const n = Number(status);
    responses[name] = {
      description: `${STATUS_MESSAGES[n] ?? name} ${WHEN[n] ?? ''}`.trim(),
      ...(n === 429 || n === 503 ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: ref('schemas', 'ErrorEnvelope') } },
    };
  }
  const parameters: Node = {};
  for (const [name, schema] of Object.entries(shapes.pageParameters)) {
    parameters[pageParameterName(name)] = { name, in: 'query', required: false, schema };
  }
  return {
    schemas: {
      ErrorCode: { ...code, description: 'The stable name of a failure (packages/shared/src/error-codes.ts).' },
      ErrorEnvelope: errorEnvelope,
      PageInfo: { ...shapes.pageInfo, description: 'Where a page of a list stands; the page’s rows are its `items`.' },
    },
    responses,
    parameters,
  };
}

const pageParameterName = (name: string) => name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * Replaces a route's copy of a shared shape by a reference: the error envelope, a page of a list
 * (`allOf` the page and its `items`), the page's query parameters. Walks the whole document.
 */
export function referenceSharedShapes(document: Node, shapes: SharedShapes): void {
  const pageKeys = Object.keys(shapes.pageInfo.properties);
  const isPage = (node: Node) =>
    node?.type === 'object' &&
    node.properties?.items !== undefined &&
    Object.keys(node.properties).length === pageKeys.length + 1 &&
    pageKeys.every((k) => same(node.properties[k], shapes.pageInfo.properties[k]));
  const visit = (node: Node): Node => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    if (same(node, shapes.errorEnvelope)) return ref('schemas', 'ErrorEnvelope');
    if (isPage(node)) {
      const items = visit(node.properties.items);
      return { allOf: [ref('schemas', 'PageInfo'), { type: 'object', properties: { items }, required: ['items'] }] };
    }
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) out[k] = visit(v);
    return out;
  };
  for (const item of Object.values<Node>(document.paths)) {
    for (const operation of Object.values<Node>(item)) {
      for (const key of ['requestBody', 'responses'] as const) if (operation[key]) operation[key] = visit(operation[key]);
      operation.parameters = operation.parameters?.map((p: Node) =>
        p.in === 'query' && shapes.pageParameters[p.name] && same(p.schema, shapes.pageParameters[p.name])
          ? ref('parameters', pageParameterName(p.name))
          : p,
      );
      if (operation.parameters === undefined) delete operation.parameters;
    }
  }
}

/** The branch of a union that admits null (zod's own for OpenAPI 3.0, which has no null type). */
const nullBranch = () => ({ type: 'string', nullable: true, enum: [null] });

/**
 * OpenAPI 3.0 wants `type` beside `nullable`: a nullable union carries `nullable` on each typed
 * branch instead (a branch without a type gets a null branch of its own), and a nullable schema
 * of any type drops it (any value already includes null). A nullable reference to a named
 * entity (`{ $ref, nullable }`, whose sibling generators ignore) becomes the reference or null.
 */
export function fixNullable(node: Node): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item);
    return;
  }
  if (node.nullable === true && typeof node.$ref === 'string') {
    const { $ref, nullable: _nullable, ...rest } = node;
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, rest, { anyOf: [{ $ref }, nullBranch()] });
    return;
  }
  if (node.nullable === true && node.type === undefined && node.$ref === undefined) {
    delete node.nullable;
    const branches: Node[] | undefined = node.anyOf ?? node.oneOf;
    if (branches) {
      for (const branch of branches) if (branch.type !== undefined) branch.nullable = true;
      if (branches.some((b) => b.type === undefined)) branches.push(nullBranch());
    }
  }
  for (const value of Object.values(node)) fixNullable(value);
}

/** Every `$ref` to a schema component under a node. */
function schemaRefs(node: Node, found: Set<string>): Set<string> {
  if (node === null || typeof node !== 'object') return found;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/schemas/'))
    found.add(node.$ref.slice('#/components/schemas/'.length));
  for (const value of Object.values(node)) schemaRefs(value, found);
  return found;
}

/**
 * Drops the schema components nothing refers to: the registry adds each entity both as an answer
 * (`JobPosition`) and as a request body (`JobPositionInput`), and the routes only answer them.
 */
export function dropUnusedSchemas(document: Node): void {
  const schemas: Record<string, Node> = document.components?.schemas ?? {};
  const { schemas: _schemas, ...rest } = document.components ?? {};
  const used = schemaRefs({ paths: document.paths, rest }, new Set());
  for (const name of used) schemaRefs(schemas[name], used);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
