import { ApiError, sessionUser, type ErrorCode, type Handlers } from '@wishlist/service-kit';
import { decodeCursor, encodeCursor, invalidCursor } from './cursor.ts';
import { entitlementRepository } from './entitlement-repository.ts';
import { FEED_GROUPS, FEED_START, feedRepository, type FeedCursor, type FeedFilters } from './feed-repository.ts';
import { profileRepository } from './profile-repository.ts';
import { toProfile } from './profile-view.ts';

const FEED = 'f';
const LIKES = 'l';

/** `a` marks a feed that shows the people passed lately again because nobody else was left, `f` the usual one. */
function feedCursor(cursor: string): FeedCursor & { includePassed: boolean } {
  const [mode, group, feedSeq, asOf] = decodeCursor(FEED, cursor, [/^[af]$/, /^\d$/, /^\d{1,19}$/, /^\d{1,15}$/]) as [string, string, string, string];
  if (Number(group) >= FEED_GROUPS || BigInt(feedSeq) > BigInt(FEED_START)) throw invalidCursor();
  return { group: Number(group), feedSeq, asOf: new Date(Number(asOf)), includePassed: mode === 'a' };
}

const locked = (message: string, code: ErrorCode) => new ApiError(403, message, code);

/** The discover feed, the passes that keep people out of it for a while, and the likes received. */
export const feedHandlers = () =>
  ({
    async listProfiles(request) {
      const viewer = sessionUser(request);
      const { cursor, limit = 20, minAge, maxAge, maxDistanceKm, commonInterests } = request.query;
      const filters: FeedFilters = {
        ...(minAge !== undefined && { minAge }),
        ...(maxAge !== undefined && { maxAge }),
        ...(maxDistanceKm !== undefined && { maxDistanceKm }),
        ...(commonInterests && { commonInterests }),
      };
      if (Object.keys(filters).length > 0) {
        const { flags } = await entitlementRepository(request.em).of(viewer);
        if (!flags.advancedFilters) throw locked('Filters come with Premium and Gold.', 'ADVANCED_FILTERS_LOCKED');
        if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) throw new ApiError(400, 'The minimum age is above the maximum age.', 'INVALID_AGE_RANGE');
        if (maxDistanceKm !== undefined) {
          const me = await profileRepository(request.em).find(viewer);
          if (me?.latitude == null) throw new ApiError(400, 'Set your location to filter by distance.', 'NO_LOCATION');
        }
      }
      const feed = feedRepository(request.em);
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
      return {
        profiles: page.map(toProfile),
        nextCursor: rows.length > limit && last ? encodeCursor(FEED, [mode, String(last.group), last.feedSeq, String(asOf.getTime())]) : null,
      };
    },

    async recordPass(request, reply) {
      const viewer = sessionUser(request);
      const { profileId } = request.body;
      if (profileId === viewer) throw new ApiError(400, "You can't pass yourself.", 'SELF_PASS');
      if (!(await feedRepository(request.em).shownTo(viewer, profileId))) throw new ApiError(404, 'Profile not found', 'NOT_FOUND');
      await feedRepository(request.em).pass(viewer, profileId);
      return reply.status(204).send();
    },

    async listLikesReceived(request) {
      const viewer = sessionUser(request);
      const { cursor, limit = 20 } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(LIKES, cursor, [/^[\d\- :.+T]{10,40}$/, /^[\da-f-]{36}$/]);
      const feed = feedRepository(request.em);
      const { flags } = await entitlementRepository(request.em).of(viewer);
      const count = await feed.likesReceivedCount(viewer);
      // Without "see who likes you" only the count leaves the server: no id, name or photo of anyone.
      if (!flags.seeWhoLikesYou) return { count, locked: true, likes: [], nextCursor: null };
      const rows = await feed.likesReceived(viewer, limit + 1, after && { likedAt: after[0] ?? '', likeId: after[1] ?? '' });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        count,
        locked: false,
        likes: page.map((row) => ({ profile: toProfile(row), likedAt: new Date(row.likedAt).toISOString(), superLike: row.superLike })),
        nextCursor: rows.length > limit && last ? encodeCursor(LIKES, [last.likedAt, last.likeId]) : null,
      };
    },
  }) satisfies Handlers;
