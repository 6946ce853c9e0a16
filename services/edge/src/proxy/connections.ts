import fastifyReplyFrom, { type FastifyReplyFromHooks, type FastifyReplyFromOptions } from '@fastify/reply-from';
import { INSTANCE_WEIGHTS, mayResend } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Upstreams } from './routes.ts';

/**
 * How the edge holds its connections to the services: `pooled` for every request and answer of known length,
 * `streaming` for the event streams, balanced over each service's instances, and which request may go once more.
 */

/** Kept-alive connections to each instance of a service (up to 32 at once), reused request after request. */
export const pooledConnections = (upstreamTimeoutMs: number): FastifyReplyFromOptions => ({
  undici: {
    connections: 32,
    pipelining: 1,
    headersTimeout: upstreamTimeoutMs,
    bodyTimeout: upstreamTimeoutMs,
    ...INSTANCE_WEIGHTS,
  },
  // Fastify's own two lines per request say what came in and how it was answered (a failed upstream is logged
  // by upstreamFailure); the plugin's two more per proxied request doubled the edge's logging for nothing.
  disableRequestLogging: true,
});

/**
 * For event streams: no pool limit (each stream holds a connection for its life; matching caps a person's streams)
 * and no body timeout (a stream is quiet between events). The headers are still due within the usual timeout.
 */
export const streamingConnections = (upstreamTimeoutMs: number): FastifyReplyFromOptions => ({
  undici: { connections: null, pipelining: 1, headersTimeout: upstreamTimeoutMs, bodyTimeout: 0, ...INSTANCE_WEIGHTS },
});

/**
 * Adds, for each service, a context whose `reply.from(path)` reaches that service's instances with `connections`:
 * several instances are balanced by reply-from's undici BalancedPool, which lowers the weight of an instance whose
 * connections fail (it is tried less and less, and again as it accepts connections). One instance: a plain pool.
 */
export async function forEachService(
  parent: FastifyInstance,
  upstreams: Upstreams,
  connections: FastifyReplyFromOptions,
  addRoutes: (toService: FastifyInstance, service: string, instances: number) => void,
) {
  for (const [service, urls] of Object.entries(upstreams)) {
    await parent.register(async (toService) => {
      await toService.register(fastifyReplyFrom, { ...connections, base: urls });
      addRoutes(toService, service, urls.length);
    });
  }
}

/**
 * A failed request that cannot have been acted on goes once more, at once, the balancing choosing the instance:
 * refused at connect (any method), or a read that met a closed connection (the kit's `mayResend`); a write that may
 * have reached a service answers 503. Nothing else is retried here: a service's own 503 reaches the client with its
 * Retry-After instead of being repeated against a struggling service.
 */
export const resendWhenSafe =
  (method: string, instances: number): NonNullable<FastifyReplyFromHooks['retryDelay']> =>
  ({ err, attempt }) =>
    mayResend(err, method, attempt, instances) ? 1 : null;
