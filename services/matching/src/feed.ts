import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { FEED_START, feedRepository } from './feed-repository.ts';
import { profileRepository } from './profile-repository.ts';
import { toProfile } from './profile-view.ts';

/**
 * The cursor is the last shown feed position, wrapped so clients treat it as opaque; `a:` marks a feed that shows
 * the passed people again because nobody else was left, `f:` the usual one.
 */
const encodeCursor = (feedSeq: string, includePassed: boolean) => Buffer.from(`${includePassed ? 'a' : 'f'}:${feedSeq}`).toString('base64url');

function decodeCursor(cursor: string) {
  const [, mode, feedSeq] = /^([af]):(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString()) ?? [];
  if (!feedSeq || BigInt(feedSeq) > BigInt(FEED_START)) throw new ApiError(400, 'This cursor is not valid. Start again from the first page.', 'INVALID_CURSOR');
  return { after: feedSeq, includePassed: mode === 'a' };
}

/** The discover feed, and the passes that keep people out of it for a while. */
export const feedHandlers = () =>
  ({
    async listProfiles(request) {
      const { cursor, limit = 20 } = request.query;
      const userId = sessionUser(request);
      const feed = feedRepository(request.em);
      const { after, includePassed: passedToo } = cursor === undefined ? { after: undefined, includePassed: false } : decodeCursor(cursor);
      let includePassed = passedToo;
      // One row more than the page tells whether another page follows.
      let rows = await feed.page(userId, limit + 1, after, includePassed);
      // Nobody else is left: the people passed lately come back rather than an empty deck.
      if (rows.length === 0 && cursor === undefined) {
        includePassed = true;
        rows = await feed.page(userId, limit + 1, after, includePassed);
      }
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { profiles: page.map(toProfile), nextCursor: rows.length > limit && last ? encodeCursor(last.feedSeq, includePassed) : null };
    },

    async recordPass(request, reply) {
      const userId = sessionUser(request);
      const { profileId } = request.body;
      if (profileId === userId) throw new ApiError(400, "You can't pass yourself.", 'SELF_PASS');
      if (!(await profileRepository(request.em).findShown(profileId))) throw new ApiError(404, 'Profile not found', 'NOT_FOUND');
      await feedRepository(request.em).pass(userId, profileId);
      return reply.status(204).send();
    },
  }) satisfies Handlers;
