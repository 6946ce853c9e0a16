import type { FastifyReplyFromHooks, FastifyReplyFromOptions } from '@fastify/reply-from';
import type { FastifyError } from 'fastify';

/**
 * How the edge holds its connections to the services: `pooled` for every request and answer of known length,
 * `streaming` for the event streams, and which request may go once more on a new connection.
 */

/** Kept-alive connections to each service (up to 32 at once), reused request after request. */
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

/** Methods that change nothing: a request of theirs that a service never read may be sent once more. */
const safeMethods = new Set(['GET', 'HEAD']);
/** The service closed the connection as the edge sent on it (a restart closing idle ones, a keep-alive timeout). */
const closedConnection = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * A read that met a connection the service had just closed goes once more, at once, on a new connection (a write
 * never: whether the service acted on it is unknown, so it answers 503). Nothing else is retried here: a service's
 * own 503 reaches the client with its Retry-After instead of being repeated against a struggling service.
 */
export const resendOnClosedConnection =
  (method: string): NonNullable<FastifyReplyFromHooks['retryDelay']> =>
  ({ err, attempt }) => {
    const code = (err as Partial<FastifyError> | undefined)?.code ?? '';
    return safeMethods.has(method) && attempt === 0 && closedConnection.has(code) ? 1 : null;
  };
