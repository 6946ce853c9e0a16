import { ApiError } from '@wishlist/service-kit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ownSettings } from '../core/own-settings.ts';

/**
 * Adults only, before anything else (docs/spec.md §5): the operations that show other people or reach them answer
 * 403 BIRTH_DATE_REQUIRED, and do nothing, until the person's own profile is discoverable (a first name and an
 * 18+ birth date). What stays open: the own profile, the own lists the navigation reads (wishlist, matches,
 * conversations), the event stream, and what ends contact with someone (take a like back, unmatch, block, unblock,
 * report): safety never waits for a birth date.
 */
export const ADULTS_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'listProfiles',
  'getProfile',
  'addToWishlist',
  'restoreWishlistEntry',
  'checkLikeLimit',
  'recordPass',
  'listLikesReceived',
  'listMessages',
  'sendMessage',
  'markConversationRead',
  'markConversationOpened',
  'startBoost',
]);

/** Adds the check after the guard (which sets the user) of every operation in `ADULTS_ONLY_OPERATIONS`. */
export function registerAdultsOnlyGate(app: FastifyInstance) {
  const gate: preHandlerAsyncHookHandler = async (request) => {
    if (!(await ownSettings(request)).discoverable) throw new ApiError('BIRTH_DATE_REQUIRED');
  };
  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId;
    if (operationId && ADULTS_ONLY_OPERATIONS.has(operationId))
      route.preHandler = [...[route.preHandler ?? []].flat(), gate];
  });
}
