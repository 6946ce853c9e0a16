import type { FastifyInstance, FastifyReply } from 'fastify';
import { forEachService, resendWhenSafe, streamingConnections } from './connections.ts';
import { forwardedHeaders } from './forwarded-headers.ts';
import { streamRoutes, type Upstreams } from './routes.ts';
import { upstreamFailure } from './upstream-failure.ts';

/** The event streams open through the edge, so that closing the edge ends them instead of waiting on them. */
export function openStreams() {
  const replies = new Set<FastifyReply>();
  return {
    add(reply: FastifyReply) {
      replies.add(reply);
      reply.raw.once('close', () => replies.delete(reply));
    },
    endAll() {
      for (const reply of replies) reply.raw.destroy();
    },
  };
}
export type OpenStreams = ReturnType<typeof openStreams>;

/**
 * The event stream (GET /api/events) through the edge. Each chunk is passed on as it arrives: no compression (a
 * compressor holds bytes back), no body deadline and its own connections (streamingConnections), balanced over
 * matching's instances like every request. When matching ends a stream (its session ended, its lifetime is up, its
 * instance stopped), the client's ends with it, and the browser's EventSource opens another (on any instance) with
 * its Last-Event-ID; when the client goes, the upstream request is closed with it (Fastify destroys a piped body
 * whose client is gone).
 */
export async function proxyEventStreams(
  edge: FastifyInstance,
  upstreams: Upstreams,
  open: OpenStreams,
  upstreamTimeoutMs: number,
) {
  await forEachService(edge, upstreams, streamingConnections(upstreamTimeoutMs), (toService, service, instances) => {
    for (const route of streamRoutes.filter((route) => route.service === service)) {
      toService.route({
        method: route.method,
        url: route.url,
        compress: false,
        handler(request, reply) {
          open.add(reply);
          return reply.from(request.url, {
            rewriteRequestHeaders: (_req, headers) => forwardedHeaders(request, headers),
            retryDelay: resendWhenSafe(request.method, instances),
            onError: upstreamFailure,
          });
        },
      });
    }
  });
}
