import { sessionUser } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { NO_SAVED_FILTERS, type SavedFilters } from '../feed/filters.ts';

/** What a request needs of its member's own profile: whether they may browse, whether they have a location, their filters. */
export interface OwnSettings {
  discoverable: boolean;
  hasLocation: boolean;
  filters: SavedFilters;
}

/** Someone without a profile of their own may not browse and narrows nothing. */
const NO_PROFILE: OwnSettings = { discoverable: false, hasLocation: false, filters: NO_SAVED_FILTERS };

/** `userId`'s own settings, in one read of a prepared statement. */
export async function readOwnSettings(pool: Pool, userId: string): Promise<OwnSettings> {
  const { rows } = await pool.query<OwnSettings>({
    name: 'own_settings',
    text: `select discoverable, latitude is not null as "hasLocation", json_build_object(
        'minAge', filter_min_age, 'maxAge', filter_max_age, 'maxDistanceKm', filter_max_distance_km,
        'commonInterests', filter_common_interests) as filters
      from matching.profiles where id = $1`,
    values: [userId],
  });
  return rows[0] ?? NO_PROFILE;
}

const reads = new WeakMap<FastifyRequest, Promise<OwnSettings>>();

/**
 * The signed-in member's own settings, read once per request: the adults-only gate and the feed both ask, and the
 * feed's page is the busiest read of the app (each was a round trip, and the feed's an ORM entity, before).
 */
export function ownSettings(request: FastifyRequest): Promise<OwnSettings> {
  let read = reads.get(request);
  if (!read) {
    read = readOwnSettings(request.server.pool, sessionUser(request));
    reads.set(request, read);
  }
  return read;
}
