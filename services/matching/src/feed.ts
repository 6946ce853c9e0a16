import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { decodeCursor, encodeCursor, invalidCursor } from './cursor.ts';
import { entitlementRepository } from './entitlement-repository.ts';
import { FEED_GROUPS, FEED_START, feedRepository, type FeedCursor, type FeedFilters } from './feed-repository.ts';
import { profileRepository } from './profile-repository.ts';
import { toProfile } from './profile-view.ts';

const FEED = 'f';
const LIKES = 'l';

function feedCursor(cursor: string): FeedCursor {
  const [group, feedSeq, asOf] = decodeCursor(FEED, cursor, [/^\d$/, /^\d{1,19}$/, /^\d{1,15}$/]) as [string, string, string];
  if (Number(group) >= FEED_GROUPS || BigInt(feedSeq) > BigInt(FEED_START)) throw invalidCursor();
  return { group: Number(group), feedSeq, asOf: new Date(Number(asOf)) };
}

const locked = (message: string, code: string) => new ApiError(403, message, code);

/** The discover feed and the likes received. */
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
      const after = cursor === undefined ? undefined : feedCursor(cursor);
      // One row more than the page tells whether another page follows.
      const rows = await feedRepository(request.em).page(viewer, limit + 1, after, filters);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const asOf = after?.asOf ?? new Date();
      return {
        profiles: page.map(toProfile),
        nextCursor: rows.length > limit && last ? encodeCursor(FEED, [String(last.group), last.feedSeq, String(asOf.getTime())]) : null,
      };
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
