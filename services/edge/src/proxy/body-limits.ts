import { Socket } from 'node:net';
import { BODY_LIMIT_BYTES, errorBody } from '@wishlist/service-kit';
import { errorCodes, type onRequestAsyncHookHandler } from 'fastify';

/**
 * Limits on what a client sends, so that no client holds a service's connections: a request body must arrive
 * within a deadline and within the size limit of the service it goes to before the edge takes a connection to a service.
 */

/**
 * Cuts off a request whose body has not fully arrived within `ms`: 408 in the Error shape, then the socket closes.
 * Node's own requestTimeout is checked only every 30 s, too coarse for this.
 */
export const bodyDeadline =
  (ms: number): onRequestAsyncHookHandler =>
  async (request, reply) => {
    const raw = request.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    // The edge's own calls (app.inject: a form post sent on, a page rendered for its visitor) hold their whole body in
    // memory and have no connection to cut.
    if (!hasBody || raw.complete || !(raw.socket instanceof Socket)) return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      if (!reply.sent) {
        reply.raw.once('finish', () => raw.socket.destroy());
        const late = errorBody(408, 'The request body did not arrive in time.');
        void reply.status(408).header('connection', 'close').send(late);
      } else {
        raw.socket.destroy();
      }
    }, ms);
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
  };

/**
 * A body declared larger than the limit is refused once it has arrived, read and dropped (the body deadline still
 * bounds it): a 413 sent while the client is still sending would reach it as a reset connection instead.
 */
export const refuseDeclaredOversize: onRequestAsyncHookHandler = async (request, reply) => {
  // Each route's own limit, the service's (a Stripe event's is larger); an unknown path, the usual one.
  const limit = request.is404 ? BODY_LIMIT_BYTES : request.routeOptions.bodyLimit;
  if (!(Number(request.headers['content-length'] ?? 0) > limit)) return;
  const raw = request.raw;
  await new Promise((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.resume();
  });
  // Cut off by the body deadline meanwhile: that answer (408) is the one.
  if (reply.sent) return reply;
  throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
};
