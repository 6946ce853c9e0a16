import { BODY_LIMIT_BYTES } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { forEachService, pooledConnections, resendWhenSafe } from './connections.ts';
import { forwardedHeaders } from './forwarded-headers.ts';
import { bufferedRoutes, type Upstreams } from './routes.ts';
import { upstreamFailure } from './upstream-failure.ts';

/**
 * The API: each public operation of the contract (but the event streams) passed to the service that owns it. A body
 * is read whole by the edge (app.ts bounds its size and time) and passed on untouched: a Buffer is sent as read,
 * never re-encoded as JSON, with its own type and length.
 */
export async function proxyApi(api: FastifyInstance, upstreams: Upstreams, upstreamTimeoutMs: number) {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  await forEachService(api, upstreams, pooledConnections(upstreamTimeoutMs), (toService, service, instances) => {
    for (const route of bufferedRoutes.filter((route) => route.service === service)) {
      toService.route({
        method: route.method,
        url: route.url,
        bodyLimit: route.bodyLimit,
        handler: (request, reply) =>
          reply.from(request.url, {
            ...(Buffer.isBuffer(request.body) && {
              body: request.body,
              contentType: request.headers['content-type'] ?? 'application/octet-stream',
            }),
            rewriteRequestHeaders: (_req, headers) => forwardedHeaders(request, headers),
            retryDelay: resendWhenSafe(request.method, instances),
            onError: upstreamFailure,
          }),
      });
    }
  });
}
