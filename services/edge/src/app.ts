import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from '@wishlist/service-kit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { EdgeConfig } from './config.ts';
import { frameworkErrors, registerProxy } from './proxy.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export { edgeConfig, type EdgeConfig } from './config.ts';

const remotes = ['discover', 'account', 'billing'];

const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));

/** The one origin: the built shell and remotes, and /api/* proxied to the service that owns each operation. */
export async function buildEdgeApp(config: EdgeConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  await registerSecurityHeaders(app);
  await registerProxy(app, config);
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
  // Client-side routes (/app, /PROFILE/…, unknown paths → the app's own 404 page) all load the shell.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/mf/')) return reply.sendFile('index.html');
    return noRoute(request, reply);
  });
}
