import fastifyCompress from '@fastify/compress';
import fastifyReplyFrom from '@fastify/reply-from';
import { loggerOptions, registerExpectationRefusal, sessionCookieName } from '@wishlist/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressionOptions, readSmallJsonWhole } from './compression.ts';
import { trustedProxiesOption, type EdgeConfig } from './config.ts';
import { edgeErrorHandler, frameworkErrors, noRoute, refuseMalformedAddress } from './edge-errors.ts';
import { proxyApi } from './proxy/api.ts';
import { bodyDeadline, refuseDeclaredOversize } from './proxy/body-limits.ts';
import { pooledConnections } from './proxy/connections.ts';
import { openStreams, proxyEventStreams } from './proxy/event-stream.ts';
import { proxyObjectStore } from './proxy/object-store.ts';
import type { Upstreams } from './proxy/routes.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { serveWeb } from './static.ts';

export { edgeConfig, type EdgeConfig } from './config.ts';

/** How long a closing edge waits for the requests in flight before it cuts them. */
const CLOSE_GRACE_MS = 5_000;

/**
 * The one origin: the built shell and remotes, and /api/* proxied to the service that owns each operation
 * (services/edge/README.md). Every dependency is built and every hook registered here, in the order they run.
 */
export async function buildEdgeApp(config: EdgeConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, ['req.headers.cookie', 'res.headers["set-cookie"]']),
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a TLS proxy, the client and the protocol are what the trusted proxies say (never what a client says).
    trustProxy: trustedProxiesOption(config),
    frameworkErrors,
    // While closing, a request still arriving on an open connection is passed on, not given Fastify's bare 503.
    return503OnClosing: false,
  });
  const upstreams: Upstreams = {
    identity: config.IDENTITY_URL,
    matching: config.MATCHING_URL,
    billing: config.BILLING_URL,
  };
  const streams = openStreams();

  // Every request: `Expect` answered before any hook, security headers on every answer, answers compressed
  // (small JSON read whole first), an address that does not decode refused, every error in the Error shape.
  registerExpectationRefusal(app);
  app.addHook('onRequest', setSecurityHeaders(config.APP_URL));
  app.addHook('onSend', readSmallJsonWhole);
  await app.register(fastifyCompress, compressionOptions);
  app.setErrorHandler(edgeErrorHandler);
  app.addHook('onRequest', refuseMalformedAddress);
  // Closing the edge ends the open event streams, so a shutdown never waits on them, and gives the other requests
  // CLOSE_GRACE_MS to finish: one still waiting then (on an instance that died with it queued) is cut.
  app.addHook('preClose', async () => {
    streams.endAll();
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
  });

  // The API: a body read whole, within the services' size limit and EDGE_BODY_TIMEOUT_MS, before a connection to
  // a service is taken, so a slow or unfinished body ties up only its own socket.
  await app.register(async (api) => {
    api.addHook('onRequest', bodyDeadline(config.EDGE_BODY_TIMEOUT_MS));
    api.addHook('onRequest', refuseDeclaredOversize);
    await proxyApi(api, upstreams, config.EDGE_UPSTREAM_TIMEOUT_MS);
  });
  const storeUrl = config.OBJECT_STORE_URL;
  if (storeUrl) {
    await app.register(async (store) => {
      store.addHook('onRequest', bodyDeadline(config.EDGE_UPLOAD_TIMEOUT_MS));
      await store.register(fastifyReplyFrom, pooledConnections(config.EDGE_UPSTREAM_TIMEOUT_MS));
      proxyObjectStore(store, storeUrl);
    });
  }
  // The event streams: passed on as they come, on connections of their own.
  await proxyEventStreams(app, upstreams, streams, config.EDGE_UPSTREAM_TIMEOUT_MS);
  // Internal (service-to-service) operations are never reachable from outside.
  app.all('/api/*', noRoute);
  app.all('/internal/*', noRoute);

  await serveWeb(app, config.WEB_ROOT, sessionCookieName(config.APP_URL), config.EDGE_BODY_TIMEOUT_MS);
  return app;
}
