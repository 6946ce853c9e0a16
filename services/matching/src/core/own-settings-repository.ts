import type { Pool } from 'pg';
import type { OwnSettings } from './own-settings.ts';
import { NO_SAVED_FILTERS } from './saved-filters.ts';

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
