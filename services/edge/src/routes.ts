import { isInternal, operations, ownerOf } from '@wishlist/contract';

export interface ProxyRoute {
  method: string;
  /** The path in Fastify's syntax (`/api/profiles/:id`). */
  url: string;
  service: string;
}

/** The edge's route table, derived from the contract: each public operation goes to the service its tag names. */
export const proxyRoutes: ProxyRoute[] = operations
  .filter((op) => !isInternal(op))
  .map((op) => ({ method: op.method, url: op.path.replace(/\{(\w+)\}/g, ':$1'), service: ownerOf(op) }));
