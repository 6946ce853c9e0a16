import { ApiError, lagTolerant, sessionUser, type Handlers } from '@wishlist/service-kit';
import type { Db } from '@wishlist/service-kit';
import { decodeCursor, encodeCursor, invalidCursor } from '../core/cursor.ts';
import { entitlementRepository } from '../core/plan-repository.ts';
import { profileNotFound } from '../core/not-found.ts';
import { ownSettings } from '../core/own-settings.ts';
import { toProfile } from '../core/profile-view.ts';
import { dealbreakersInForce, relaxed, requestFilters, type DeckEmptiedBy, type FeedFilters } from './filters.ts';
import {
  cursorAfter,
  FEED_GROUPS,
  FEED_START,
  FEED_WINDOW,
  feedRepository,
  firstPage,
  type FeedCursor,
} from './repository.ts';

/** The kind of this module's keyset cursors (cursor.ts). */
const FEED = 'f';

/**
 * The feed's cursor as clients carry it: `a` (a feed that shows the people passed lately again because nobody else was
 * left) or `f` (the usual one), the group, the feed position, the as-of time, and in the last group the window's bottom
 * and the people of it already shown, as base-36 steps up from the bottom.
 */
function encodeFeedCursor(cursor: FeedCursor, includePassed: boolean): string {
  const { group, feedSeq, asOf, window } = cursor;
  let steps: string[] = [];
  if (window) {
    let previous = BigInt(window.bottom);
    steps = window.shown
      .map(BigInt)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((seq) => {
        const step = (seq - previous).toString(36);
        previous = seq;
        return step;
      });
  }
  const parts = [includePassed ? 'a' : 'f', String(group), feedSeq, String(asOf.getTime())];
  return encodeCursor(FEED, [...parts, window?.bottom ?? '', steps.join('.')]);
}

function decodeFeedCursor(cursor: string): FeedCursor & { includePassed: boolean } {
  const patterns = [
    /^[af]$/,
    /^\d$/,
    /^\d{1,19}$/,
    /^\d{1,15}$/,
    /^\d{0,19}$/,
    /^([0-9a-z]{1,13}(\.[0-9a-z]{1,13})*)?$/,
  ];
  const [mode, group, feedSeq, asOf, bottom, steps] = decodeCursor(FEED, cursor, patterns) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (Number(group) >= FEED_GROUPS || BigInt(feedSeq) > BigInt(FEED_START)) throw invalidCursor();
  const decoded = { group: Number(group), feedSeq, asOf: new Date(Number(asOf)), includePassed: mode === 'a' };
  if (bottom === '') return decoded;
  let seq = BigInt(bottom);
  const shown = steps === '' ? [] : steps.split('.').map((step) => String((seq += BigInt(parseInt(step, 36)))));
  if (shown.length > FEED_WINDOW || seq > BigInt(FEED_START)) throw invalidCursor();
  return { ...decoded, window: { bottom, shown } };
}

/**
 * Why a first page is empty: the dealbreakers in force whose relaxing alone shows someone (the people passed lately
 * included, as the deck would then show them), else all of them. Asked only of an empty deck.
 */
async function emptiedBy(
  feed: ReturnType<typeof feedRepository>,
  viewer: string,
  filters: FeedFilters,
  own: { showMeNarrows: boolean },
): Promise<DeckEmptiedBy[]> {
  const inForce = dealbreakersInForce(filters, own);
  const opens = await Promise.all(
    inForce.map(async (name) => (await feed.page(viewer, 1, firstPage(), relaxed(filters, name), true)).length > 0),
  );
  const alone = inForce.filter((_, i) => opens[i]);
  return alone.length > 0 ? alone : inForce;
}

/** The discover feed, and the passes that keep people out of it for a while. */
export function feedHandlers(db: Db) {
  const feed = feedRepository(db);
  return {
    async listProfiles(request) {
      const viewer = sessionUser(request);
      const { cursor, limit = 20, minAge, maxAge, maxDistanceKm, commonInterests } = request.query;
      const own = await ownSettings(request);
      // The plan is read only when interests in common are asked for or saved.
      const advancedFilters =
        (commonInterests ?? own.filters.commonInterests) &&
        (await entitlementRepository(request.em).of(viewer)).flags.advancedFilters;
      const filters = requestFilters(
        own.filters,
        { minAge, maxAge, maxDistanceKm, commonInterests },
        { hasLocation: own.hasLocation, advancedFilters },
      );
      const after = cursor === undefined ? undefined : decodeFeedCursor(cursor);
      let includePassed = after?.includePassed ?? false;
      // The first page's time judges every group of every page after it.
      const from = after ?? firstPage();
      // One row more than the page tells whether another page follows; a read that tolerates lag (a replica's).
      const read = (withPassed: boolean) =>
        lagTolerant(request, (on) => feed.page(viewer, limit + 1, from, filters, withPassed, on));
      let rows = await read(includePassed);
      // Nobody else is left: the people passed lately come back rather than an empty deck.
      if (rows.length === 0 && after === undefined) {
        includePassed = true;
        rows = await read(includePassed);
      }
      const page = rows.slice(0, limit);
      const next = rows.length > limit ? cursorAfter(page, from) : undefined;
      return {
        profiles: page.map(toProfile),
        nextCursor: next ? encodeFeedCursor(next, includePassed) : null,
        ...(page.length === 0 && after === undefined && { emptiedBy: await emptiedBy(feed, viewer, filters, own) }),
      };
    },

    async recordPass(request, reply) {
      const viewer = sessionUser(request);
      const { profileId } = request.body;
      if (profileId === viewer) throw new ApiError('SELF_PASS');
      if (!(await feed.shownTo(viewer, profileId))) throw profileNotFound();
      if ((await feed.pass(viewer, profileId)) === 'MATCHED') throw new ApiError('MATCHED');
      return reply.status(204).send();
    },
  } satisfies Handlers;
}
