import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers, CSP included. helmet builds its header values once here; @fastify/helmet
 * would rebuild them on every request, a cost every route paid.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
