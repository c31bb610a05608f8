import type { FastifyInstance } from 'fastify';

/**
 * The API's operations as its OpenAPI document describes them, read at run time: routes added
 * by any feature are probed without anyone listing them here.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON schema nodes are walked loosely
export type Schema = any;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** OpenAPI path, e.g. /api/app/job-positions/{id}/goals/{goalId}. */
  path: string;
  /** Names of the path parameters, in order. */
  pathParams: string[];
  /** Whether the operation needs a signed-in caller (bearer security). */
  secured: boolean;
  /** The roles it admits (`x-roles`); undefined = every signed-in role. */
  roles?: string[];
  /** JSON body schema, when it takes one. */
  body?: Schema;
  /** Query parameters: name → schema. */
  query: Record<string, Schema>;
  requiredQuery: string[];
}

/** Every operation of the app's OpenAPI document, as /api/docs/json serves it. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Schema;
  // A local reference (`#/components/schemas/…`, `#/components/parameters/…`) is followed to its node.
  const resolve = (s: Schema): Schema =>
    s?.$ref
      ? resolve(
          String(s.$ref)
            .slice(2)
            .split('/')
            .reduce((node: Schema, key: string) => node?.[key], doc),
        )
      : s;
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(doc.paths ?? {})) {
    for (const [m, op] of Object.entries<Schema>(item)) {
      const method = m.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const parameters: Schema[] = (op.parameters ?? []).map(resolve);
      const query: Record<string, Schema> = {};
      const requiredQuery: string[] = [];
      for (const p of parameters.filter((p) => p.in === 'query')) {
        query[p.name] = resolve(p.schema ?? {});
        if (p.required) requiredQuery.push(p.name);
      }
      const json = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!),
        secured: Array.isArray(op.security) && op.security.some((s: Schema) => 'bearer' in s),
        roles: op['x-roles'],
        body: json ? resolveDeep(json, resolve) : undefined,
        query,
        requiredQuery,
      });
    }
  }
  return ops;
}

function resolveDeep(schema: Schema, resolve: (s: Schema) => Schema, depth = 0): Schema {
  if (depth > 30 || schema === null || typeof schema !== 'object') return schema;
  const s = resolve(schema);
  if (Array.isArray(s)) return s.map((x) => resolveDeep(x, resolve, depth + 1));
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) out[k] = typeof v === 'object' ? resolveDeep(v, resolve, depth + 1) : v;
  return out;
}

/** The URL of an operation with its path parameters filled in (encoded). */
export function urlOf(op: Pick<Operation, 'path'>, params: Record<string, string>, query?: Record<string, unknown>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathSegment(params[name] ?? 'missing'));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Encodes a path segment; a lone surrogate (which has no UTF-8 form) goes as the bytes a broken client would send. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** A small valid instance of a schema: required properties only, each at its smallest valid value. */
export function sample(schema: Schema, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return undefined;
  if ('const' in schema) return schema.const;
  if ('default' in schema && schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum.find((e: unknown) => e !== null) ?? schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) {
      const option = schema[key].find(
        (o: Schema) => o?.type !== 'null' && !(Array.isArray(o?.enum) && o.enum.length === 1 && o.enum[0] === null),
      );
      return sample(option ?? schema[key][0], depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((s: Schema) => sample(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name] ?? {}, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, 0);
      return Array.from({ length: n }, () => sample(schema.items ?? {}, depth + 1));
    }
    case 'integer':
    case 'number': {
      let n = typeof schema.minimum === 'number' ? schema.minimum : 1;
      if (typeof schema.exclusiveMinimum === 'number') n = Math.max(n, schema.exclusiveMinimum + 1);
      if (typeof schema.maximum === 'number') n = Math.min(n, schema.maximum);
      return type === 'integer' ? Math.ceil(n) : n;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema);
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }, depth) : undefined;
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return `probe.${Math.random().toString(36).slice(2, 8)}@example.com`;
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      return 'https://example.com';
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 40);
  let text = 'Sample text for a probe, long enough for most fields. ';
  while (text.length < min) text += text;
  return text
    .slice(0, Math.max(min, Math.min(max, text.length)))
    .trimEnd()
    .padEnd(min, 'x');
}
