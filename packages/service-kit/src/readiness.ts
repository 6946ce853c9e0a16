import type { FastifyInstance } from 'fastify';

/** What must be up, besides the database, for the app to serve: each by what /ready calls it when it is not. */
const checksOf = new WeakMap<FastifyInstance, Map<string, () => boolean>>();

/**
 * Makes /ready answer 503 while `isReady` says no (a listener that lost its connection): an instance that would
 * serve event streams nothing reaches is left out by whatever balances over the instances, until it is back.
 */
export function addReadinessCheck(app: FastifyInstance, name: string, isReady: () => boolean) {
  let checks = checksOf.get(app);
  if (!checks) checksOf.set(app, (checks = new Map()));
  checks.set(name, isReady);
}

/** The names of the app's checks that say it is not ready now. */
export const unreadyParts = (app: FastifyInstance) =>
  [...(checksOf.get(app) ?? [])].filter(([, isReady]) => !isReady()).map(([name]) => name);
