import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request was sent by our own pages. Browsers say so in Sec-Fetch-Site (`none` is the person's own
 * action, such as a bookmark); older ones only send Origin, whose host must be the one the request was sent to.
 * A request with neither header is not from a browser (service-to-service calls, Stripe's webhook) and passes.
 */
export function isSameOrigin(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // Behind the edge, `request.host` is the edge's (its X-Forwarded-Host, trusted like X-Forwarded-Proto).
  return URL.parse(origin)?.host === request.host;
}

/** Refuses a state-changing request sent by another site (cross-site request forgery), in every service. */
export function registerCrossSiteCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request)) return;
    throw new ApiError('CROSS_SITE_REQUEST');
  });
}
