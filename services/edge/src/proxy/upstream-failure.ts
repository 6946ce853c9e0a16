import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import { errorBody } from '@wishlist/service-kit';
import type { FastifyError } from 'fastify';

const UNREACHABLE = /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|SERVICE_UNAVAILABLE/;

/**
 * A failed upstream in the contract's Error shape, never the proxy's own words: unreachable → 503 (try again soon),
 * too slow (EDGE_UPSTREAM_TIMEOUT_MS) → 504, anything else → 502.
 */
export const upstreamFailure: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  const { statusCode = 502, code = '' } = error as FastifyError;
  reply.request.log.warn({ err: error }, 'upstream request failed');
  if (statusCode === 504 || /TIMEOUT/.test(code)) {
    return reply.status(504).send(errorBody(504, 'The service took too long to answer. Please try again.'));
  }
  if (statusCode === 503 || UNREACHABLE.test(`${code} ${String(error.cause)}`)) {
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(errorBody(503, 'The service is unavailable. Please try again in a moment.'));
  }
  return reply.status(502).send(errorBody(502, 'The service gave an invalid answer. Please try again.'));
};
