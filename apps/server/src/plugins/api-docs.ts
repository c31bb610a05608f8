import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_KEY_SCOPE_EXTENSION, authenticatesRoute } from './auth.ts';

export interface ApiDocsOptions {
  /** Where the docs page and the document are served: `${prefix}`, `${prefix}/json`, `${prefix}/yaml`, `${prefix}/static/*`. */
  prefix: string;
  /** The OpenAPI document's fixed part (info, servers, components). */
  openapi: Record<string, unknown>;
  /** The docs page's Content-Security-Policy. */
  staticCSP: string;
  /** The app's own options that change how routes are registered (router and schema compilers). */
  serverOptions: Pick<FastifyServerOptions, 'routerOptions' | 'schemaController'>;
}

/** Response headers of the docs instance that are its own; everything else is passed on as it is. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The OpenAPI document and its page (@fastify/swagger and @fastify/swagger-ui), built on the first
 * request for them instead of at start. The two plugins and the YAML library they load cost an
 * idle server start-up time and memory for a page few requests ever ask for.
 *
 * While the app is built every route it registers is noted (method, address, schema); the first
 * request under the prefix builds a second Fastify instance with the same routes, their handlers
 * left out, and the two plugins registered as they would be on the app, and asks it with `inject`.
 * The document is the one the plugins would have made on the app itself.
 */
export const apiDocs = fp(async (app: FastifyInstance, options: ApiDocsOptions) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(options.prefix)) routes.push(route);
  });

  let docs: Promise<FastifyInstance> | undefined;
  const build = async (): Promise<FastifyInstance> => {
    const [{ default: swagger }, { default: swaggerUi }, { documentTransforms, finishDocument }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
      import('./openapi-document.ts'),
    ]);
    // Each route's zod schemas to JSON, the named entities as `$ref`s; the entities as components.
    const { transform, addComponents } = documentTransforms();
    const instance = Fastify({ logger: false, exposeHeadRoutes: false, ...options.serverOptions });
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    await instance.register(swagger, {
      openapi: options.openapi,
      transform,
      // Ids, tags, security, error responses and shared components (openapi-document.ts).
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const { openapiObject } = document;
        const toJson = (schema: object) => transform({ schema, url: '/', openapiObject } as never).schema;
        return finishDocument(addComponents(document), toJson);
      },
    });
    await instance.register(swaggerUi, { routePrefix: options.prefix, staticCSP: options.staticCSP });
    const noHandler = async () => null;
    for (const route of routes) {
      // Whether the route authenticates is read from its hooks, which the docs instance leaves out.
      // So is the scope an API key needs (the route's config), for its security and `x-api-key-scope`.
      const scope = (route.config as { apiKeyScope?: string } | undefined)?.apiKeyScope;
      const schema =
        route.schema && authenticatesRoute(route)
          ? { ...route.schema, 'x-authenticated': true, ...(scope ? { [API_KEY_SCOPE_EXTENSION]: scope } : {}) }
          : route.schema;
      instance.route({ method: route.method, url: route.url, schema, handler: noHandler });
    }
    await instance.ready();
    return instance;
  };
  const instance = () => {
    docs ??= build().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return docs;
  };

  app.addHook('onClose', async () => {
    if (docs) await (await docs.catch(() => undefined))?.close();
  });

  const forward: RouteOptions['handler'] = async (request, reply) => {
    // HEAD is answered by the app from this GET, as for every route.
    const res = await (await instance()).inject({
      method: 'GET',
      url: request.url,
      headers: request.headers,
    });
    // An address the docs do not know gets the app's own 404.
    if (res.statusCode === 404) return reply.callNotFound();
    reply.code(res.statusCode);
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return res.rawPayload.length > 0 ? reply.send(res.rawPayload) : reply.send();
  };
  for (const url of [options.prefix, `${options.prefix}/*`]) {
    app.route({ method: 'GET', url, schema: { hide: true }, handler: forward });
  }
});
