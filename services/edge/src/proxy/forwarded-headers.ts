import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Hop-by-hop headers and those the edge answers itself (`expect`: Node has sent `100 Continue` already). */
const notForwarded = new Set([
  'expect',
  'te',
  'trailer',
  'upgrade',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
]);

/**
 * The request's headers as a service gets them: the client's address, protocol and host are the edge's own reading
 * (from EDGE_TRUST_PROXY), replacing whatever the client sent. A plain loop: this runs on every proxied request.
 */
export function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const name in headers) if (!notForwarded.has(name)) forwarded[name] = headers[name];
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = request.host;
  return forwarded;
}
