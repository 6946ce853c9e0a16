import type { FastifyInstance } from 'fastify';
import { forwardedHeaders } from './forwarded-headers.ts';
import { upstreamFailure } from './upstream-failure.ts';

/**
 * The embedded object store (OBJECT_STORE_URL, set by `npm start`) under the edge's own origin at /store/*, so uploads
 * go through the one origin a phone on the network can reach. Bodies stream through unread (the store checks the
 * signed type and length); the Host header is kept, since the presigned signature covers it.
 */
export function proxyObjectStore(store: FastifyInstance, storeUrl: string) {
  store.removeAllContentTypeParsers();
  store.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  store.route({
    method: ['GET', 'HEAD', 'PUT'],
    url: '/store/*',
    handler: (request, reply) =>
      reply.from(`${storeUrl}${request.url}`, {
        rewriteRequestHeaders: (_req, headers) => ({
          ...forwardedHeaders(request, headers),
          host: request.headers.host,
        }),
        onError: upstreamFailure,
      }),
  });
}
