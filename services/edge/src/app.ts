import fastifyReplyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from './compression.ts';
import type { EdgeConfig } from './config.ts';
import { noRoute } from './not-found.ts';
import { proxyRoutes } from './routes.ts';
import { serveWeb } from './static.ts';

export { edgeConfig, type EdgeConfig } from './config.ts';

/** The one origin: the built shell and remotes, and /api/* proxied to the service that owns each operation. */
export async function buildEdgeApp(config: EdgeConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    routerOptions: { ignoreTrailingSlash: true },
  });
  const upstreams: Record<string, string> = {
    identity: config.IDENTITY_URL,
    matching: config.MATCHING_URL,
    billing: config.BILLING_URL,
  };

  await registerCompression(app);
  await app.register(fastifyReplyFrom, { undici: { connections: 32, pipelining: 1 } });
  // Bodies are passed through untouched: the owning service parses and validates them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  for (const route of proxyRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: (request, reply) =>
        reply.from(`${upstreams[route.service]}${request.url}`, {
          rewriteRequestHeaders: (_req, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': request.protocol,
            'x-forwarded-host': request.host,
          }),
        }),
    });
  }
  // Internal (service-to-service) operations are never reachable from outside.
  app.all('/api/*', noRoute);
  app.all('/internal/*', noRoute);

  await serveWeb(app, config.WEB_ROOT);
  return app;
}
