import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { changed, firstRow, rows, sql, type Db } from '@wishlist/service-kit';
import { eventWriter } from '../core/event-repository.ts';
import {
  PROFILE_COLUMNS,
  viewerColumns,
  viewerRow,
  visibleTo,
  type ViewedProfile,
} from '../core/visibility-repository.ts';
import { matchWriter } from '../core/match-repository.ts';
import { pushQueue } from '../core/push-queue-repository.ts';
import { goneTo, notParted, notRestricted } from '../core/safety-rules-repository.ts';

/** A like's comment: its text (trimmed) and what it answers as the profile showed it then. */
export interface LikeComment {
  text: string;
  on: components['schemas']['CommentContext'];
}

/** A like asked for: who likes whom, the day's cap of its kind (null: unlimited), the UTC day, and its comment. */
export interface Like {
  userId: string;
  profileId: string;
  cap: number | null;
  day: string;
  superLike?: boolean;
  comment?: LikeComment;
}

/**
 * Counts one like (or super like) on its UTC day against its cap. Changes a row only when it was still allowed. The
 * row lock it takes serializes one user's concurrent likes until the transaction ends.
 */
const consumeDaily = ({ userId, day, cap, superLike }: Like) => sql`
  insert into matching.${sql.raw(superLike ? 'daily_super_likes' : 'daily_likes')} as d (user_id, day, used)
  select ${userId}::uuid, ${day}::date, 1 where ${cap}::int is null or ${cap}::int > 0
  on conflict (user_id, day) do update set used = d.used + 1
    where ${cap}::int is null or d.used < ${cap}::int
  returning used`;

/** Adds the liked profile to the liker's wishlist as entry `id`. */
const insertEntry = (id: string, { userId, profileId, superLike = false, comment }: Like) => sql<{ createdAt: string }>`
  insert into matching.wishlist_entries (id, user_id, profile_id, super_like, comment, comment_on)
  values (${id}, ${userId}, ${profileId}, ${superLike}, ${comment?.text ?? null}, ${comment ? JSON.stringify(comment.on) : null}::jsonb)
  returning created_at as "createdAt"`;

/**
 * Removes the entry and keeps it as it was, so that Undo can put it back (the last removal of a person counts). An
 * entry for someone who blocked `userId` is not there for them (the block reads like a deletion, which takes the
 * entry): removing it still takes it, so no later unblock can make a match of it, but nothing is kept for Undo
 * and the answer is "not in your wishlist".
 */
const removeEntry = (userId: string, profileId: string) => sql`
  with gone as (
    delete from matching.wishlist_entries where user_id = ${userId} and profile_id = ${profileId}
    returning id, created_at
  )
  insert into matching.removed_wishlist_entries (user_id, profile_id, entry_id, created_at)
  select ${userId}, ${profileId}, id, created_at from gone
  where not ${goneTo(userId, profileId)}
  on conflict (user_id, profile_id) do update
    set entry_id = excluded.entry_id, created_at = excluded.created_at, removed_at = now()
  returning entry_id`;

/** How long a removal can be undone (spec §4). */
const UNDO_MINUTES = 10;

/** Takes back the removal of `profileId` by `userId` if it happened lately: the entry as it was. */
const takeRemoved = (userId: string, profileId: string) => sql<{ entryId: string; createdAt: string }>`
  delete from matching.removed_wishlist_entries
  where user_id = ${userId} and profile_id = ${profileId} and removed_at > now() - ${UNDO_MINUTES} * interval '1 minute'
  returning entry_id as "entryId", created_at as "createdAt"`;

const putBack = (entryId: string, userId: string, profileId: string, createdAt: string) => sql`
  insert into matching.wishlist_entries (id, user_id, profile_id, created_at) values (${entryId}, ${userId}, ${profileId}, ${createdAt})`;

/** Whether `profileId` has `userId` in their wishlist: then a like of `userId` makes a match. */
const likesMe = (userId: string, profileId: string) => sql<{ matched: boolean }>`
  select exists (select 1 from matching.wishlist_entries where user_id = ${profileId} and profile_id = ${userId}) as matched`;

/**
 * The wishlist of `viewer`, newest first, without the people who are no longer shown to them: a block either way, or
 * incognito (they did not add the viewer), as in the feed.
 */
const listSql = (viewer: string) => sql<
  ViewedProfile & { entryId: string; createdAt: string }
>`with ${viewerRow(viewer)}
  select ${PROFILE_COLUMNS}, ${viewerColumns(viewer)}, w.id as "entryId", w.created_at as "createdAt"
  from matching.wishlist_entries w
  join matching.profiles p on p.id = w.profile_id and p.discoverable and ${notRestricted('p')}
  cross join v
  where w.user_id = ${viewer} and ${notParted(viewer, sql`w.profile_id`)} and ${visibleTo(viewer)}
  order by w.created_at desc, w.id desc`;

/** What a like comes to: the new entry, or why nothing was written (and no like used). */
export type LikeOutcome =
  | { entryId: string; createdAt: Date; matched: boolean }
  | 'LIKE_LIMIT_REACHED'
  | 'SUPER_LIKE_LIMIT_REACHED'
  | 'ALREADY_IN_WISHLIST'
  | 'PROFILE_NOT_FOUND';

/** What an Undo comes to: the entry back, or why not. */
export type RestoreOutcome =
  | { entryId: string; createdAt: Date; matched: boolean }
  | 'NOTHING_TO_UNDO'
  | 'ALREADY_IN_WISHLIST';

/**
 * Tells `profileId` that a like of them came, went or came back (their likes received changed): an event that names
 * nobody, so it tells no plan more than the count it may read.
 */
const likesReceivedChanged = (tx: EntityManager, profileId: string) =>
  eventWriter(tx).emit([{ userId: profileId, event: 'likes-received', data: {} }]);

/**
 * After `userId`'s entry for `profileId` is written, in the same transaction: whether `profileId` has `userId` too,
 * and then the match (the conversation and both people's `match` events); else `profileId` has one more like.
 */
async function likedBack(tx: EntityManager, userId: string, profileId: string): Promise<boolean> {
  const matched = (await firstRow(tx.getKysely(), likesMe(userId, profileId)))?.matched ?? false;
  if (matched) await matchWriter(tx).matched(userId, profileId);
  else await likesReceivedChanged(tx, profileId);
  return matched;
}

/** The wishlist of `viewer`, newest first, as they see the people in it; reads on the pool, as the feed's. */
export async function readWishlist(db: Db, viewer: string) {
  const entries = await rows(db, listSql(viewer));
  return entries.map(({ entryId, createdAt, ...profile }) => ({
    id: entryId,
    profile,
    createdAt: new Date(createdAt),
  }));
}

/** The constraint a statement broke: a unique key (`23505`) or a foreign key (`23503`), as PostgreSQL names them. */
const violated = (err: unknown, code: '23505' | '23503') => (err as { code?: unknown }).code === code;

/**
 * Counts the like against its cap for its day and writes the entry in one transaction: no race can exceed the cap,
 * and a refused add (duplicate, limit, profile gone) uses no like. A super like is counted against the day's super
 * likes instead (`cap` is then the super-like cap).
 */
async function add(em: EntityManager, like: Like): Promise<LikeOutcome> {
  try {
    return await em.transactional(async (tx) => {
      if ((await changed(tx.getKysely(), consumeDaily(like))) === 0)
        return like.superLike ? 'SUPER_LIKE_LIMIT_REACHED' : 'LIKE_LIMIT_REACHED';
      const entryId = crypto.randomUUID();
      const inserted = await firstRow(tx.getKysely(), insertEntry(entryId, like));
      if (!inserted) throw new Error('the wishlist insert returned no row');
      const { userId, profileId } = like;
      const matched = await likedBack(tx, userId, profileId);
      // A like that made no match may be pushed to the person liked (if their plan sees who likes them).
      if (!matched) await pushQueue(tx).add([{ userId: profileId, type: 'like', profileId: userId }]);
      return { entryId, createdAt: new Date(inserted.createdAt), matched };
    });
  } catch (err) {
    if (violated(err, '23505')) return 'ALREADY_IN_WISHLIST';
    if (violated(err, '23503')) return 'PROFILE_NOT_FOUND';
    throw err;
  }
}

/**
 * Removes one entry, kept for Undo; false when there was none. The like it used stays used: removing is no way
 * around the cap. Removing a match closes the conversation (both are told; the history stays).
 */
function remove(em: EntityManager, userId: string, profileId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    if ((await changed(tx.getKysely(), removeEntry(userId, profileId))) === 0) return false;
    const matched = (await firstRow(tx.getKysely(), likesMe(userId, profileId)))?.matched;
    if (matched) await matchWriter(tx).closed(userId, profileId, { tellOther: true });
    else await likesReceivedChanged(tx, profileId);
    return true;
  });
}

/**
 * Undo: puts back the entry removed in the last 10 minutes, as it was, using no like and whatever the cap says (it is
 * the like already given).
 */
async function restore(em: EntityManager, userId: string, profileId: string): Promise<RestoreOutcome> {
  try {
    return await em.transactional(async (tx) => {
      const removed = await firstRow(tx.getKysely(), takeRemoved(userId, profileId));
      if (!removed) return 'NOTHING_TO_UNDO';
      await changed(tx.getKysely(), putBack(removed.entryId, userId, profileId, removed.createdAt));
      return {
        entryId: removed.entryId,
        createdAt: new Date(removed.createdAt),
        matched: await likedBack(tx, userId, profileId),
      };
    });
  } catch (err) {
    // Added again meanwhile: the removal stays (the transaction rolled back) and nothing changes.
    if (violated(err, '23505')) return 'ALREADY_IN_WISHLIST';
    throw err;
  }
}

/**
 * Wishlists (likes) and the daily like counts, written in transactions; a like that meets the other's like makes the
 * match. MikroORM's pool reads timestamps as text; they are parsed here the way MikroORM parses them for entities.
 */
export function wishlistRepository(em: EntityManager) {
  return {
    add: (like: Like) => add(em, like),
    remove: (userId: string, profileId: string) => remove(em, userId, profileId),
    restore: (userId: string, profileId: string) => restore(em, userId, profileId),
  };
}
