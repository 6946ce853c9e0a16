import { answersEventStream, isInternal, operations, ownerOf, type Operation } from '@wishlist/contract';
import { bodyLimitOf } from '@wishlist/service-kit';

/**
 * Where each service's instances are reached (IDENTITY_URL, MATCHING_URL, BILLING_URL: one origin or more), by the
 * contract tag that names it.
 */
export type Upstreams = Record<string, string[]>;

export interface ProxyRoute {
  method: string;
  /** The path in Fastify's syntax (`/api/profiles/:id`). */
  url: string;
  service: string;
  /** The largest body it takes: the owner's own limit (the kit's `bodyLimitOf`). */
  bodyLimit: number;
}

const routeOf = (op: Operation): ProxyRoute => ({
  method: op.method,
  url: op.path.replace(/\{(\w+)\}/g, ':$1'),
  service: ownerOf(op),
  bodyLimit: bodyLimitOf(op.operationId),
});
const publicOperations = operations.filter((op) => !isInternal(op));

/** The edge's route table, derived from the contract: each public operation goes to the service its tag names. */
export const proxyRoutes: ProxyRoute[] = publicOperations.map(routeOf);

/** The routes that answer an event stream: passed on by event-stream.ts, never buffered or timed out like others. */
export const streamRoutes: ProxyRoute[] = publicOperations.filter(answersEventStream).map(routeOf);

/** Every other route: a request read whole, an answer of known length (api.ts). */
export const bufferedRoutes: ProxyRoute[] = publicOperations.filter((op) => !answersEventStream(op)).map(routeOf);
