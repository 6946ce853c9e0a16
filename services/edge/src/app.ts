import { registerExpectationRefusal, sessionCookieName } from '@wishlist/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from './compression.ts';
import { trustedProxiesOption, type EdgeConfig } from './config.ts';
import { registerEventStream } from './event-stream.ts';
import { noRoute } from './page-choice.ts';
import { frameworkErrors, registerProxy } from './proxy.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { serveWeb } from './static.ts';

export { edgeConfig, type EdgeConfig } from './config.ts';

/** The one origin: the built shell and remotes, and /api/* proxied to the service that owns each operation. */
export async function buildEdgeApp(config: EdgeConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a TLS proxy, the client and the protocol are what the trusted proxies say (never what a client says).
    trustProxy: trustedProxiesOption(config),
    frameworkErrors,
    // While closing, a request still arriving on an open connection is passed on, not given Fastify's bare 503.
    return503OnClosing: false,
  });
  registerExpectationRefusal(app);
  registerSecurityHeaders(app, config.APP_URL);
  await registerCompression(app);
  await registerProxy(app, config);
  await registerEventStream(app, config);
  // Internal (service-to-service) operations are never reachable from outside.
  app.all('/api/*', noRoute);
  app.all('/internal/*', noRoute);

  await serveWeb(app, config.WEB_ROOT, sessionCookieName(config.APP_URL));
  return app;
}
