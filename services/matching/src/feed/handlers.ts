import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import { decodeCursor, encodeCursor, invalidCursor } from '../cursor.ts';
import { entitlementRepository } from '../entitlements/repository.ts';
import { profileNotFound } from '../profiles/not-found.ts';
import { profileRepository } from '../profiles/repository.ts';
import { toProfile } from '../profiles/view.ts';
import { NO_SAVED_FILTERS, requestFilters, savedFiltersOf } from './filters.ts';
import { FEED_GROUPS, FEED_START, feedRepository, type FeedCursor } from './repository.ts';

/** The kind of this module's keyset cursors (cursor.ts). */
const FEED = 'f';

/** `a` marks a feed that shows the people passed lately again because nobody else was left, `f` the usual one. */
function feedCursor(cursor: string): FeedCursor & { includePassed: boolean } {
  const patterns = [/^[af]$/, /^\d$/, /^\d{1,19}$/, /^\d{1,15}$/];
  const [mode, group, feedSeq, asOf] = decodeCursor(FEED, cursor, patterns) as [string, string, string, string];
  if (Number(group) >= FEED_GROUPS || BigInt(feedSeq) > BigInt(FEED_START)) throw invalidCursor();
  return { group: Number(group), feedSeq, asOf: new Date(Number(asOf)), includePassed: mode === 'a' };
}

/** The discover feed, and the passes that keep people out of it for a while. */
export function feedHandlers(pool: Pool) {
  const feed = feedRepository(pool);
  return {
    async listProfiles(request) {
      const viewer = sessionUser(request);
      const { cursor, limit = 20, minAge, maxAge, maxDistanceKm, commonInterests } = request.query;
      const me = await profileRepository(request.em).find(viewer);
      const saved = me ? savedFiltersOf(me) : NO_SAVED_FILTERS;
      // The plan is read only when interests in common are asked for or saved.
      const advancedFilters =
        (commonInterests ?? saved.commonInterests) &&
        (await entitlementRepository(request.em).of(viewer)).flags.advancedFilters;
      const filters = requestFilters(
        saved,
        { minAge, maxAge, maxDistanceKm, commonInterests },
        { hasLocation: me?.latitude != null, advancedFilters },
      );
      const after = cursor === undefined ? undefined : feedCursor(cursor);
      let includePassed = after?.includePassed ?? false;
      // One row more than the page tells whether another page follows.
      let rows = await feed.page(viewer, limit + 1, after, filters, includePassed);
      // Nobody else is left: the people passed lately come back rather than an empty deck.
      if (rows.length === 0 && after === undefined) {
        includePassed = true;
        rows = await feed.page(viewer, limit + 1, after, filters, includePassed);
      }
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const asOf = after?.asOf ?? new Date();
      const mode = includePassed ? 'a' : 'f';
      const next = last && [mode, String(last.group), last.feedSeq, String(asOf.getTime())];
      return {
        profiles: page.map(toProfile),
        nextCursor: rows.length > limit && next ? encodeCursor(FEED, next) : null,
      };
    },

    async recordPass(request, reply) {
      const viewer = sessionUser(request);
      const { profileId } = request.body;
      if (profileId === viewer) throw new ApiError(400, "You can't pass yourself.", 'SELF_PASS');
      if (!(await feed.shownTo(viewer, profileId))) throw profileNotFound();
      await feed.pass(viewer, profileId);
      return reply.status(204).send();
    },
  } satisfies Handlers;
}
