import { lagTolerant, sessionUser, type Handlers } from '@wishlist/service-kit';
import { decodeCursor, encodeCursor } from '../core/cursor.ts';
import { entitlementRepository } from '../core/plan-repository.ts';
import { toProfile } from '../core/profile-view.ts';
import { likesReceivedRepository } from './repository.ts';

/** The kind of this module's keyset cursors (cursor.ts). */
const LIKES_RECEIVED = 'l';
/** Its parts: the like's time, as PostgreSQL wrote it, and its id. */
const CURSOR_PARTS = [/^[\d\- :.+T]{10,40}$/, /^[\da-f-]{36}$/];

/**
 * GET /api/likes/received: the people who added the user and whom they have not added ("see who likes you"). Every
 * plan gets the count; only a plan with `seeWhoLikesYou` gets the people.
 */
export function likesReceivedHandlers() {
  return {
    async listLikesReceived(request) {
      const viewer = sessionUser(request);
      const { cursor, limit = 20 } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(LIKES_RECEIVED, cursor, CURSOR_PARTS);
      const { flags } = await entitlementRepository(request.em).of(viewer);
      // Reads that tolerate lag: a replica's, once it has the viewer's own last write.
      const { count, withComment } = await lagTolerant(request, (db) =>
        likesReceivedRepository(db).count(viewer, { seesWho: flags.seeWhoLikesYou }),
      );
      // Without "see who likes you" only the counts leave the server: no id, name, photo or comment of anyone.
      if (!flags.seeWhoLikesYou) return { count, withComment, locked: true, likes: [], nextCursor: null };
      const from = after && { likedAt: after[0] ?? '', likeId: after[1] ?? '' };
      const rows = await lagTolerant(request, (db) => likesReceivedRepository(db).list(viewer, limit + 1, from));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        count,
        withComment,
        locked: false,
        likes: page.map((row) => ({
          profile: toProfile(row),
          likedAt: new Date(row.likedAt).toISOString(),
          superLike: row.superLike,
          comment: row.comment === null || row.commentOn === null ? null : { text: row.comment, on: row.commentOn },
        })),
        nextCursor: rows.length > limit && last ? encodeCursor(LIKES_RECEIVED, [last.likedAt, last.likeId]) : null,
      };
    },
  } satisfies Handlers;
}
