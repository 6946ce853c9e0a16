import { sql, type Sql } from '@wishlist/service-kit';
import type { ProfileFields } from './profile-view.ts';
import type { Person } from './safety-rules-repository.ts';

/**
 * Who may see whom, and what a profile shows one viewer: the SQL that every read "as this viewer sees it" shares
 * (the feed, a profile by id, the wishlist, the likes received). Each fragment takes the viewer's id as a value (or
 * as SQL: the feed function's argument); a statement composes them (their parameters numbered as they come).
 */

/** A profiles row's alias in the statement that composes a fragment. */
export type Alias = 'p' | 'me' | 'm';

/**
 * The CTE `v`, the viewer's own answers, one row even for a user without a profile (then nothing is asked of the
 * others); the feed's score (feed/score-repository.ts) reads their birth date, saved filters and segment too, and
 * its ranking their soft preferences and intention (feed/repository.ts).
 */
export const viewerRow = (viewer: Person): Sql => sql`v as materialized (
    select me.gender, me.wants_gender, me.latitude, me.longitude, coalesce(me.interests, '[]') as interests,
      me.birth_date, me.filter_min_age, me.filter_max_age, me.filter_max_distance_km, me.intention,
      coalesce(me.filter_intentions, '[]') as filter_intentions,
      matching.segment_of(me.gender, me.birth_date) as segment,
      array(select lower(mine) from jsonb_array_elements_text(me.interests) mine) as interests_lower
    from (values (1)) one left join matching.profiles me on me.id = ${viewer})`;

/** `p` super liked `viewer` (as of `asOf` for the feed's groups; at any time for the star on a card). */
export const superLiked = (viewer: Person, asOf?: Sql): Sql<boolean> =>
  sql`exists (select 1 from matching.wishlist_entries s where s.user_id = p.id and s.profile_id = ${viewer} and s.super_like${asOf ? sql` and s.created_at <= ${asOf}` : sql``})`;

/**
 * Whether `p` may be shown to `viewer`: incognito people (while their plan has incognito) only to people they added.
 * Evaluated only for the few profiles with the switch on.
 */
export const visibleTo = (viewer: Person): Sql<boolean> => sql`(not p.incognito
    or not exists (select 1 from matching.entitlements e join matching.plans pl on pl.tier = e.tier
      where e.user_id = p.id and e.premium_until > now() and pl.incognito)
    or exists (select 1 from matching.wishlist_entries a where a.user_id = p.id and a.profile_id = ${viewer}))`;

/**
 * The distance as people are shown it, between the two cell centres (location/cells.ts): whole km above it, at least 2
 * ("less than 2 km"); the distance filter compares the same number, so it tells nothing the cards do not.
 */
export const SHOWN_DISTANCE: Sql<number> = sql`matching.shown_distance_km(v.latitude, v.longitude, p.latitude, p.longitude)`;

/**
 * Whether the distance shown is at most `maxKm`, without the steps worked out for each row: the shown distance (the
 * whole km in steps of 5 above 10) is at most `maxKm` exactly when the whole km are at most the largest step not
 * above it. PostgreSQL does not inline the steps' function around the haversine (its costly argument would be
 * computed twice), so a filter over many rows compares the whole km, which it inlines.
 */
export const shownDistanceAtMost = (maxKm: Sql): Sql<boolean> =>
  sql`matching.whole_km(v.latitude, v.longitude, p.latitude, p.longitude)
    <= (case when ${maxKm} <= 10 then ${maxKm} else floor(${maxKm} / 5) * 5 end)`;

/** What every profile answer adds about the viewer: the distance shown and the star of a super like. */
export const viewerColumns = (viewer: Person): Sql =>
  sql`case when v.latitude is not null and p.latitude is not null then ${SHOWN_DISTANCE} end as "distanceKm",
    ${superLiked(viewer)} as "superLikedYou"`;

/** Whether the photo `url` (an SQL expression) is held back from others by the photo triage (moderation/). */
const held = (url: Sql): Sql<boolean> =>
  sql`exists (select 1 from matching.photo_holds h where h.object_url = ${url} and h.decided_at is null)`;

/**
 * A profile's pictures as others see them: a photo the nudity triage flagged is shown only to its owner (whose own
 * profile reads the columns themselves) until a moderator approves it. `p` is a profiles row's alias; the photo list is
 * filtered only for people with a held photo (one probe of a small partial index).
 */
export const shownPhoto = (alias: Alias): Sql<string | null> => {
  const p = sql.raw(alias);
  return sql`case when ${p}.profile_photo is null or not ${held(sql`${p}.profile_photo`)} then ${p}.profile_photo end`;
};
export const shownPhotos = (alias: Alias): Sql<string[]> => {
  const p = sql.raw(alias);
  return sql`case
    when not exists (select 1 from matching.photo_holds h where h.profile_id = ${p}.id and h.decided_at is null) then ${p}.instagram_photos
    else (select coalesce(jsonb_agg(photo.url order by photo.n), '[]') from jsonb_array_elements_text(${p}.instagram_photos)
      with ordinality photo(url, n) where not ${held(sql`photo.url`)}) end`;
};

/** A profile's full name in SQL, as `toProfile` writes it (profile-view.ts). */
export const fullName = (alias: Alias): Sql<string> => {
  const p = sql.raw(alias);
  return sql`btrim(${p}.first_name || ' ' || ${p}.last_name)`;
};

/**
 * A profile's public columns as others see them (held photos left out), named as `ProfileFields` (profile-view.ts) so a row
 * feeds `toProfile` directly.
 */
export const PROFILE_COLUMNS: Sql = sql`p.id, p.first_name as "firstName", p.last_name as "lastName", p.birth_date::text as "birthDate",
  p.location, p.bio, ${shownPhoto('p')} as "profilePhoto", p.instagram_handle as "instagramHandle",
  ${shownPhotos('p')} as "instagramPhotos", p.photo_descriptions as "photoDescriptions", p.interests, p.prompts, p.intention`;

/** A profile as one viewer sees it. */
export type ViewedProfile = ProfileFields & { distanceKm: number | null; superLikedYou: boolean };
