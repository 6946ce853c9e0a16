import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { EdgeConfig } from './config.ts';
import { noRoute, serveShellForPages } from './not-found.ts';
import { proxyRoutes } from './routes.ts';

export { edgeConfig, type EdgeConfig } from './config.ts';

const remotes = ['discover', 'account', 'billing'];

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

async function serveWeb(app: FastifyInstance, webRoot: string) {
  const shellDist = join(webRoot, 'shell', 'dist');
  for (const remote of remotes) {
    const dist = join(webRoot, `mf-${remote}`, 'dist');
    if (existsSync(dist)) {
      await app.register(fastifyStatic, { root: dist, prefix: `/mf/${remote}/`, decorateReply: false });
    }
  }
  if (!existsSync(shellDist)) {
    app.log.warn(`${shellDist} is missing: build the shell (npm run build) to serve the app`);
    return;
  }
  // wildcard: files are looked up per request, so a rebuild of the shell is served without a restart.
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', wildcard: true, index: 'index.html' });
  // Client-side routes (/app, /PROFILE/…) load the shell; unknown paths the same shell with 404.
  serveShellForPages(app);
}
