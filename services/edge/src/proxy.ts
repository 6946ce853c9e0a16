import type { IncomingHttpHeaders } from 'node:http';
import fastifyReplyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import { BODY_LIMIT_BYTES, errorBody } from '@wishlist/service-kit';
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { EdgeConfig } from './config.ts';
import { isStreamRoute, proxyRoutes } from './routes.ts';

/**
 * The edge's proxy: /api/* to the service that owns each operation, and (in the embedded setup) /store/* to the
 * local object store, so uploads go through the one origin a phone on the network can reach.
 *
 * No client may hold a service's connections: an API body is read whole by the edge (at most the services'
 * body limit, within EDGE_BODY_TIMEOUT_MS) before a connection to the service is taken, so a slow or unfinished
 * body ties up only its own socket; `Expect` was answered here and is not passed on. Every error of the edge's
 * own is an answer in the contract's Error shape, and a failed upstream is a clean 502/503/504, never its internals.
 */

export const OBJECT_STORE_PREFIX = '/store';

/** Hop-by-hop headers and those the edge answers itself (`expect`: Node has sent `100 Continue` already). */
const notForwarded = new Set(['expect', 'te', 'trailer', 'upgrade', 'keep-alive', 'proxy-connection', 'proxy-authorization']);

/** The request's headers as the service gets them (a plain loop: this runs on every proxied request). */
export function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const name in headers) if (!notForwarded.has(name)) forwarded[name] = headers[name];
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = request.host;
  return forwarded;
}

/** A failed upstream in the Error shape: unreachable → 503 (try again soon), too slow → 504, anything else → 502. */
export const upstreamFailure: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  const { statusCode = 502, code = '' } = error as FastifyError;
  reply.request.log.warn({ err: error }, 'upstream request failed');
  if (statusCode === 504 || /TIMEOUT/.test(code)) {
    return reply.status(504).send(errorBody(504, 'The service took too long to answer. Please try again.'));
  }
  if (statusCode === 503 || /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|SERVICE_UNAVAILABLE/.test(`${code} ${String(error.cause)}`)) {
    return reply.status(503).header('retry-after', '5').send(errorBody(503, 'The service is unavailable. Please try again in a moment.'));
  }
  return reply.status(502).send(errorBody(502, 'The service gave an invalid answer. Please try again.'));
};

/** Methods that change nothing: a request of theirs that a service never read may be sent once more. */
const safeMethods = new Set(['GET', 'HEAD']);
/** The service closed the connection as the edge sent on it (a restart closing its idle connections, a keep-alive timeout). */
const closedConnection = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * A read that met a connection the service had just closed goes once more, at once, on a new connection (a write
 * never: whether the service acted on it is unknown, so it answers 503). Nothing else is retried here: a service's
 * own 503 reaches the client with its Retry-After instead of being repeated against a struggling service.
 */
const resendOnClosedConnection = (method: string): NonNullable<FastifyReplyFromHooks['retryDelay']> => ({ err, attempt }) => {
  const code = (err as Partial<FastifyError> | undefined)?.code ?? '';
  return safeMethods.has(method) && attempt === 0 && closedConnection.has(code) ? 1 : null;
};

/** Whether every %-escape of the URL decodes (a malformed one is the client's error, not a crash). */
function isWellFormed(url: string) {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Cuts off a request whose body has not fully arrived within `ms`: 408 in the Error shape, then the socket closes.
 * Node's own requestTimeout is checked only every 30 s, too coarse for this.
 */
function limitBodyTime(app: FastifyInstance, ms: number) {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      if (!reply.sent) {
        reply.raw.once('finish', () => raw.socket.destroy());
        void reply.status(408).header('connection', 'close').send(errorBody(408, 'The request body did not arrive in time.'));
      } else {
        raw.socket.destroy();
      }
    }, ms);
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
  });
}

/**
 * A body declared larger than the limit is refused once it has arrived, read and dropped (the body timeout still
 * bounds it): a 413 sent while the client is still sending would reach it as a reset connection instead.
 */
function refuseDeclaredOversize(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!(Number(request.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES)) return;
    const raw = request.raw;
    await new Promise((resolve) => {
      raw.once('end', resolve);
      raw.once('close', resolve);
      raw.resume();
    });
    // Cut off by the body timeout meanwhile: that answer (408) is the one.
    if (reply.sent) return reply;
    throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
}

/** Every error of the edge's own (malformed body, too large, bad URL) in the Error shape, internals kept back. */
function registerEdgeErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (statusCode === 500) {
      request.log.error({ err }, 'edge request failed');
      return reply.status(500).send(errorBody(500, 'Something went wrong. Please try again.'));
    }
    const messages: Record<number, string> = {
      413: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`,
      415: 'This content type is not supported.',
    };
    return reply.status(statusCode).send(errorBody(statusCode, messages[statusCode] ?? 'The request is malformed.'));
  });
}

/** For Fastify's `frameworkErrors`: a path it cannot decode (`/api/profiles/%ff`) answers 400 like any other. */
const malformedAddress = (reply: FastifyReply) => reply.status(400).send(errorBody(400, 'The address is malformed.'));
export const frameworkErrors = (_err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => malformedAddress(reply);

export async function registerProxy(app: FastifyInstance, config: EdgeConfig) {
  const upstreams: Record<string, string> = {
    identity: config.IDENTITY_URL,
    matching: config.MATCHING_URL,
    billing: config.BILLING_URL,
  };
  await app.register(fastifyReplyFrom, {
    // Kept-alive connections to each service (up to 32 at once), reused request after request.
    undici: { connections: 32, pipelining: 1, headersTimeout: config.EDGE_UPSTREAM_TIMEOUT_MS, bodyTimeout: config.EDGE_UPSTREAM_TIMEOUT_MS },
    // Fastify's own two lines per request say what came in and how it was answered (a failed upstream is logged
    // by upstreamFailure); the plugin's two more per proxied request doubled the edge's logging for nothing.
    disableRequestLogging: true,
  });
  registerEdgeErrors(app);
  app.addHook('onRequest', async (request, reply) => {
    if (!isWellFormed(request.url)) return malformedAddress(reply);
  });

  // The API: bodies read whole (within the services' limit and the body timeout), then passed on untouched.
  await app.register(async (api) => {
    limitBodyTime(api, config.EDGE_BODY_TIMEOUT_MS);
    refuseDeclaredOversize(api);
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    for (const route of proxyRoutes.filter((route) => !isStreamRoute(route))) {
      api.route({
        method: route.method,
        url: route.url,
        handler: (request, reply) =>
          reply.from(`${upstreams[route.service]}${request.url}`, {
            // A Buffer body is sent as read (never re-encoded as JSON), with its own type and length.
            ...(Buffer.isBuffer(request.body) && { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
            rewriteRequestHeaders: (_req, headers) => forwardedHeaders(request, headers),
            retryDelay: resendOnClosedConnection(request.method),
            onError: upstreamFailure,
          }),
      });
    }
  });

  // The embedded object store, under the edge's own origin: uploads stream through (the store checks the
  // signed type and length); the Host header is kept, since the presigned signature covers it.
  const storeUrl = config.OBJECT_STORE_URL;
  if (storeUrl) {
    await app.register(async (store) => {
      limitBodyTime(store, config.EDGE_UPLOAD_TIMEOUT_MS);
      store.removeAllContentTypeParsers();
      store.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      store.route({
        method: ['GET', 'HEAD', 'PUT'],
        url: `${OBJECT_STORE_PREFIX}/*`,
        handler: (request, reply) =>
          reply.from(`${storeUrl}${request.url}`, {
            rewriteRequestHeaders: (_req, headers) => ({ ...forwardedHeaders(request, headers), host: request.headers.host }),
            onError: upstreamFailure,
          }),
      });
    });
  }
}
