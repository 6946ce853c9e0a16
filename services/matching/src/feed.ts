import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { FEED_START, feedRepository } from './feed-repository.ts';
import { toProfile } from './profile-view.ts';

/** The cursor is the last shown feed position, wrapped so clients treat it as opaque. */
const encodeCursor = (feedSeq: string) => Buffer.from(`f:${feedSeq}`).toString('base64url');

function decodeCursor(cursor: string) {
  const feedSeq = /^f:(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString())?.[1];
  if (!feedSeq || BigInt(feedSeq) > BigInt(FEED_START)) throw new ApiError(400, 'This cursor is not valid. Start again from the first page.', 'INVALID_CURSOR');
  return feedSeq;
}

/** The discover feed. */
export const feedHandlers = () =>
  ({
    async listProfiles(request) {
      const { cursor, limit = 20 } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      // One row more than the page tells whether another page follows.
      const rows = await feedRepository(request.em).page(sessionUser(request), limit + 1, after);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { profiles: page.map(toProfile), nextCursor: rows.length > limit && last ? encodeCursor(last.feedSeq) : null };
    },
  }) satisfies Handlers;
