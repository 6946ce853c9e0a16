import fastifyReplyFrom, { type FastifyReplyFromHooks, type FastifyReplyFromOptions } from '@fastify/reply-from';
import { refusedRetries, wasRefused } from '@wishlist/service-kit';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Upstreams } from './routes.ts';

/**
 * How the edge holds its connections to the services: `pooled` for every request and answer of known length,
 * `streaming` for the event streams, balanced over each service's instances, and which request may go once more.
 */

/** Kept-alive connections to each instance of a service (up to 32 at once), reused request after request. */
export const pooledConnections = (upstreamTimeoutMs: number): FastifyReplyFromOptions => ({
  undici: { connections: 32, pipelining: 1, headersTimeout: upstreamTimeoutMs, bodyTimeout: upstreamTimeoutMs },
  // Fastify's own two lines per request say what came in and how it was answered (a failed upstream is logged
  // by upstreamFailure); the plugin's two more per proxied request doubled the edge's logging for nothing.
  disableRequestLogging: true,
});

/**
 * For event streams: no pool limit (each stream holds a connection for its life; matching caps a person's streams)
 * and no body timeout (a stream is quiet between events). The headers are still due within the usual timeout.
 */
export const streamingConnections = (upstreamTimeoutMs: number): FastifyReplyFromOptions => ({
  undici: { connections: null, pipelining: 1, headersTimeout: upstreamTimeoutMs, bodyTimeout: 0 },
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

/** Methods that change nothing: a request of theirs that a service never read may be sent once more. */
const safeMethods = new Set(['GET', 'HEAD']);
/** The service closed the connection as the edge sent on it (a restart closing idle ones, a keep-alive timeout). */
const closedConnection = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * Which failed request goes once more, at once (the balancing chooses the instance):
 * - one refused by an instance (nothing was sent: it is down or restarting), whatever its method, to another
 *   instance, up to `refusedRetries` times;
 * - a read that met a connection the service had just closed, once, on a new connection (a write never: whether the
 *   service acted on it is unknown, so it answers 503).
 * Nothing else is retried here: a service's own 503 reaches the client with its Retry-After instead of being
 * repeated against a struggling service.
 */
export const resendWhenSafe =
  (method: string, instances: number): NonNullable<FastifyReplyFromHooks['retryDelay']> =>
  ({ err, attempt }) => {
    if (wasRefused(err)) return attempt < refusedRetries(instances) ? 1 : null;
    const code = (err as Partial<FastifyError> | undefined)?.code ?? '';
    return safeMethods.has(method) && attempt === 0 && closedConnection.has(code) ? 1 : null;
  };
