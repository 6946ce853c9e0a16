import { sessionUser } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import { readOwnSettings } from './own-settings-repository.ts';
import type { SavedFilters } from './saved-filters.ts';

/**
 * What a request needs of its member's own profile: whether they may browse, whether they have a location, whether
 * their "show me" leaves anyone out, their filters.
 */
export interface OwnSettings {
  discoverable: boolean;
  hasLocation: boolean;
  showMeNarrows: boolean;
  filters: SavedFilters;
}

const reads = new WeakMap<FastifyRequest, Promise<OwnSettings>>();

/**
 * The signed-in member's own settings, read once per request: the adults-only gate and the feed both ask, and the
 * feed's page is the busiest read of the app (each was a round trip, and the feed's an ORM entity, before).
 */
export function ownSettings(request: FastifyRequest): Promise<OwnSettings> {
  let read = reads.get(request);
  if (!read) {
    read = readOwnSettings(request.server.db, sessionUser(request));
    reads.set(request, read);
  }
  return read;
}
