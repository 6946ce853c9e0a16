import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { eventWriter } from '../core/event-repository.ts';
import { VIEWER, VIEWER_COLUMNS, VISIBLE_TO_VIEWER, type ViewedProfile } from '../core/visibility.ts';
import { matchWriter } from '../core/match-repository.ts';
import { PROFILE_COLUMNS } from '../core/visibility.ts';
import { pushQueue } from '../core/push-queue-repository.ts';
import { notParted, notRestricted } from '../core/safety-rules.ts';

/**
 * Counts one like (or super like) of :userId on UTC day :day in `table` against the cap :cap (null: unlimited).
 * Returns a row only when it was still allowed. The row lock it takes serializes one user's concurrent likes until
 * the transaction ends.
 */
const consumeDailySql = (table: 'daily_likes' | 'daily_super_likes') => `
  insert into matching.${table} as d (user_id, day, used)
  select :userId::uuid, :day::date, 1 where :cap::int is null or :cap::int > 0
  on conflict (user_id, day) do update set used = d.used + 1
    where :cap::int is null or d.used < :cap::int
  returning used`;
const CONSUME_LIKE_SQL = consumeDailySql('daily_likes');
const CONSUME_SUPER_LIKE_SQL = consumeDailySql('daily_super_likes');

/** Adds profile :profileId to the wishlist of :userId as entry :id (a super like when :superLike). */
const INSERT_ENTRY_SQL = `
  insert into matching.wishlist_entries (id, user_id, profile_id, super_like) values (:id, :userId, :profileId, :superLike)
  returning created_at as "createdAt"`;

/**
 * Removes the entry and keeps it as it was, so that Undo can put it back (the last removal of a person counts). An
 * entry for someone who blocked :userId is not there for them (the block reads like a deletion, which takes the
 * entry): removing it still takes it, so no later unblock can make a match of it, but nothing is kept for Undo
 * and the answer is "not in your wishlist".
 */
const REMOVE_ENTRY_SQL = `
  with gone as (
    delete from matching.wishlist_entries where user_id = :userId and profile_id = :profileId
    returning id, created_at
  )
  insert into matching.removed_wishlist_entries (user_id, profile_id, entry_id, created_at)
  select :userId, :profileId, id, created_at from gone
  where not exists (select 1 from matching.blocks where user_id = :profileId and profile_id = :userId)
  on conflict (user_id, profile_id) do update
    set entry_id = excluded.entry_id, created_at = excluded.created_at, removed_at = now()
  returning entry_id`;

/** How long a removal can be undone (spec §4). */
const UNDO_MINUTES = 10;

/** Takes back the removal of :profileId by :userId if it happened lately: the entry as it was. */
const TAKE_REMOVED_SQL = `
  delete from matching.removed_wishlist_entries
  where user_id = :userId and profile_id = :profileId and removed_at > now() - interval '${UNDO_MINUTES} minutes'
  returning entry_id as "entryId", created_at as "createdAt"`;

const PUT_BACK_SQL = `
  insert into matching.wishlist_entries (id, user_id, profile_id, created_at) values (:entryId, :userId, :profileId, :createdAt)`;

/** Whether :profileId has :userId in their wishlist: then a like of :userId makes a match. */
const LIKES_ME_SQL = `
  select exists (select 1 from matching.wishlist_entries where user_id = :profileId and profile_id = :userId) as matched`;

/**
 * The wishlist of $1, newest first, without the people who are no longer shown to $1: a block either way, or
 * incognito (they did not add $1), as in the feed.
 */
const LIST_SQL = `with ${VIEWER}
  select ${PROFILE_COLUMNS}, ${VIEWER_COLUMNS}, w.id as "entryId", w.created_at as "createdAt"
  from matching.wishlist_entries w
  join matching.profiles p on p.id = w.profile_id and p.discoverable and ${notRestricted('p')}
  cross join v
  where w.user_id = $1 and ${notParted('$1', 'w.profile_id')} and ${VISIBLE_TO_VIEWER}
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
 * Tells :profileId that a like of them came, went or came back (their likes received changed): an event that names
 * nobody, so it tells no plan more than the count it may read.
 */
const likesReceivedChanged = (tx: EntityManager, profileId: string) =>
  eventWriter(tx).emit([{ userId: profileId, event: 'likes-received', data: {} }]);

/**
 * After :userId's entry for :profileId is written, in the same transaction: whether :profileId has :userId too, and
 * then the match (the conversation and both people's `match` events); else :profileId has one more like.
 */
async function likedBack(tx: EntityManager, userId: string, profileId: string): Promise<boolean> {
  const [likesMe] = await tx.execute<{ matched: boolean }[]>(LIKES_ME_SQL, { userId, profileId });
  if (likesMe?.matched) await matchWriter(tx).matched(userId, profileId);
  else await likesReceivedChanged(tx, profileId);
  return likesMe?.matched ?? false;
}

/** The wishlist of `viewer`, newest first, as they see the people in it; reads on the pool, as the feed's. */
export async function readWishlist(pool: Pool, viewer: string) {
  const { rows } = await pool.query<ViewedProfile & { entryId: string; createdAt: string }>(LIST_SQL, [viewer]);
  return rows.map(({ entryId, createdAt, ...profile }) => ({ id: entryId, profile, createdAt: new Date(createdAt) }));
}

/**
 * Wishlists (likes) and the daily like counts, written in transactions; a like that meets the other's like makes the
 * match. MikroORM's pool reads timestamps as text; they are parsed here the way MikroORM parses them for entities.
 */
export function wishlistRepository(em: EntityManager) {
  return {
    /**
     * Counts the like against :cap for :day and writes the entry in one transaction: no race can exceed the cap,
     * and a refused add (duplicate, limit, profile gone) uses no like. A super like is counted against the day's
     * super likes instead (`cap` is then the super-like cap).
     */
    async add({
      userId,
      profileId,
      cap,
      day,
      superLike = false,
    }: {
      userId: string;
      profileId: string;
      cap: number | null;
      day: string;
      superLike?: boolean;
    }): Promise<LikeOutcome> {
      try {
        return await em.transactional(async (tx) => {
          const counted = await tx.execute(superLike ? CONSUME_SUPER_LIKE_SQL : CONSUME_LIKE_SQL, { userId, day, cap });
          if (counted.length === 0) return superLike ? 'SUPER_LIKE_LIMIT_REACHED' : 'LIKE_LIMIT_REACHED';
          const entryId = crypto.randomUUID();
          const [inserted] = await tx.execute<{ createdAt: string }[]>(INSERT_ENTRY_SQL, {
            id: entryId,
            userId,
            profileId,
            superLike,
          });
          if (!inserted) throw new Error('the wishlist insert returned no row');
          const matched = await likedBack(tx, userId, profileId);
          // A like that made no match may be pushed to the person liked (if their plan sees who likes them).
          if (!matched) await pushQueue(tx).add([{ userId: profileId, type: 'like', profileId: userId }]);
          return { entryId, createdAt: new Date(inserted.createdAt), matched };
        });
      } catch (err) {
        if (err instanceof UniqueConstraintViolationException) return 'ALREADY_IN_WISHLIST';
        if (err instanceof ForeignKeyConstraintViolationException) return 'PROFILE_NOT_FOUND';
        throw err;
      }
    },

    /**
     * Removes one entry, kept for Undo; false when there was none. The like it used stays used: removing is no way
     * around the cap. Removing a match closes the conversation (both are told; the history stays).
     */
    remove(userId: string, profileId: string): Promise<boolean> {
      return em.transactional(async (tx) => {
        if ((await tx.execute(REMOVE_ENTRY_SQL, { userId, profileId })).length === 0) return false;
        const [likesMe] = await tx.execute<{ matched: boolean }[]>(LIKES_ME_SQL, { userId, profileId });
        if (likesMe?.matched) await matchWriter(tx).closed(userId, profileId, { tellOther: true });
        else await likesReceivedChanged(tx, profileId);
        return true;
      });
    },

    /**
     * Undo: puts back the entry removed in the last 10 minutes, as it was, using no like and whatever the cap says
     * (it is the like already given).
     */
    async restore(userId: string, profileId: string): Promise<RestoreOutcome> {
      try {
        return await em.transactional(async (tx) => {
          const [removed] = await tx.execute<{ entryId: string; createdAt: string }[]>(TAKE_REMOVED_SQL, {
            userId,
            profileId,
          });
          if (!removed) return 'NOTHING_TO_UNDO';
          const createdAt = new Date(removed.createdAt);
          await tx.execute(PUT_BACK_SQL, { entryId: removed.entryId, userId, profileId, createdAt });
          return { entryId: removed.entryId, createdAt, matched: await likedBack(tx, userId, profileId) };
        });
      } catch (err) {
        // Added again meanwhile: the removal stays (the transaction rolled back) and nothing changes.
        if (err instanceof UniqueConstraintViolationException) return 'ALREADY_IN_WISHLIST';
        throw err;
      }
    },
  };
}
