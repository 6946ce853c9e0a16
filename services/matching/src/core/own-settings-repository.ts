import { preparedRows, sql, type Db } from '@wishlist/service-kit';
import type { OwnSettings } from './own-settings.ts';
import { NO_SAVED_FILTERS } from './saved-filters.ts';

/** Someone without a profile of their own may not browse and narrows nothing. */
const NO_PROFILE: OwnSettings = {
  discoverable: false,
  hasLocation: false,
  showMeNarrows: false,
  filters: NO_SAVED_FILTERS,
};

/** `userId`'s own settings, in one read (prepared: the adults-only check and the feed make it). */
export async function readOwnSettings(db: Db, userId: string): Promise<OwnSettings> {
  const [settings] = await preparedRows(
    db,
    sql<OwnSettings>`select discoverable, latitude is not null as "hasLocation", json_build_object(
        'minAge', filter_min_age, 'maxAge', filter_max_age, 'maxDistanceKm', filter_max_distance_km,
        'commonInterests', filter_common_interests, 'intentions', filter_intentions, 'twoWay', filter_two_way,
        'dealbreakers', json_build_object('ageRange', dealbreaker_age_range, 'distance', dealbreaker_distance,
          'showMe', dealbreaker_show_me, 'intention', dealbreaker_intention)) as filters,
        wants_gender is not null as "showMeNarrows"
      from matching.profiles where id = ${userId}`,
  );
  return settings ?? NO_PROFILE;
}
