import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EdgeConfig } from './config.ts';
import { forwardedHeaders, upstreamFailure } from './proxy.ts';
import { streamRoutes } from './routes.ts';

/**
 * The event stream (GET /api/events) through the edge. Each chunk is passed on as it arrives: no compression (a
 * compressor holds bytes back), no body timeout (a stream is quiet between events; matching pings every 25 s),
 * no pool limit on upstream connections (each stream holds one for its life; matching caps a person's streams).
 * The service must still answer its headers within the usual timeout. When matching ends a stream (its session
 * ended, its lifetime is up), the client's ends with it; when the client goes, the upstream request is closed with
 * it (Fastify destroys a piped body whose client is gone); when the edge closes, it ends the open streams first, so
 * a shutdown never waits on them.
 */
export async function registerEventStream(app: FastifyInstance, config: EdgeConfig) {
  const upstreams: Record<string, string> = { identity: config.IDENTITY_URL, matching: config.MATCHING_URL, billing: config.BILLING_URL };
  const open = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.destroy();
  });
  await app.register(async (streams) => {
    await streams.register(fastifyReplyFrom, {
      undici: { connections: null, pipelining: 1, headersTimeout: config.EDGE_UPSTREAM_TIMEOUT_MS, bodyTimeout: 0 },
    });
    for (const route of streamRoutes) {
      streams.route({
        method: route.method,
        url: route.url,
        compress: false,
        handler(request, reply) {
          open.add(reply);
          reply.raw.once('close', () => open.delete(reply));
          return reply.from(`${upstreams[route.service]}${request.url}`, {
            rewriteRequestHeaders: (_req, headers) => forwardedHeaders(request, headers),
            onError: upstreamFailure,
          });
        },
      });
    }
  });
}
