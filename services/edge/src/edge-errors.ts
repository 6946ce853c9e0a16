import { BODY_LIMIT_BYTES, errorBody } from '@wishlist/service-kit';
import type { FastifyError, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/**
 * Every error of the edge's own (a malformed address or body, a body too large) answers in the contract's Error
 * shape, and a 5xx never shows its internals. A failed service is answered by proxy/upstream-failure.ts.
 */

/** 404 in the Error shape: no route, no page and no form answers this. */
export const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));

const malformedAddress = (reply: FastifyReply) => reply.status(400).send(errorBody(400, 'The address is malformed.'));

/** For Fastify's `frameworkErrors`: a path it cannot decode (`/api/profiles/%ff`) answers 400 like any other. */
export const frameworkErrors = (_err: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  malformedAddress(reply);

/** Whether every %-escape of the URL decodes (a malformed one is the client's error, not a crash). */
function isWellFormed(url: string) {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** A URL whose %-escapes do not decode (the query's too) answers 400. */
export const refuseMalformedAddress: onRequestAsyncHookHandler = async (request, reply) => {
  if (!isWellFormed(request.url)) return malformedAddress(reply);
};

const clientErrorMessages: Record<number, string> = {
  413: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`,
  415: 'This content type is not supported.',
};

export function edgeErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (statusCode === 500) {
    request.log.error({ err }, 'edge request failed');
    return reply.status(500).send(errorBody(500, 'Something went wrong. Please try again.'));
  }
  const message = clientErrorMessages[statusCode] ?? 'The request is malformed.';
  return reply.status(statusCode).send(errorBody(statusCode, message));
}
