import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, sql, type Sql } from '@wishlist/service-kit';
import { eventWriter } from './event-repository.ts';
import { messageColumns, toMessage, type MessageRow } from './message-rows-repository.ts';
import { toConversationPerson, type ProfileFields } from './profile-view.ts';
import { pushQueue } from './push-queue-repository.ts';
import { notParted, notRestricted, notUnmatched, type Person } from './safety-rules-repository.ts';
import { PROFILE_COLUMNS, shownPhoto } from './visibility-repository.ts';

/**
 * The match writer: what every area that makes, reads or ends a match shares. A like that meets the other's like
 * makes one (wishlist/), an unmatch (matches/) or a block (safety/) ends it, a download lists them (user-data/).
 */

/** A person as a conversation shows them (see `toConversationPerson`). */
export const PERSON_COLUMNS: Sql = sql`p.id, p.first_name as "firstName", p.last_name as "lastName", p.birth_date::text as "birthDate", ${shownPhoto('p')} as "profilePhoto"`;
export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  profilePhoto: string | null;
};

/**
 * Whether `me` and `other` are matched now (each has the other in their wishlist, and neither unmatched the other:
 * that is final): only then may they write.
 */
export const openSql = (me: Person, other: Person): Sql<boolean> => sql`(
  exists (select 1 from matching.wishlist_entries a where a.user_id = ${me} and a.profile_id = ${other})
  and exists (select 1 from matching.wishlist_entries b where b.user_id = ${other} and b.profile_id = ${me})
  and ${notUnmatched(me, other)})`;

/**
 * The two rows of a conversation, made at the match (or made again, when a new match opens it again), each a new
 * match to its person until they open it.
 */
export const recordMatch = (userId: string, profileId: string) => sql`
  insert into matching.conversations as c (user_id, profile_id, matched_at, last_activity_at)
  values (${userId}, ${profileId}, now(), now()), (${profileId}, ${userId}, now(), now())
  on conflict (user_id, profile_id) do update
    set matched_at = now(), last_activity_at = greatest(c.last_activity_at, now()), opened_at = null`;

/**
 * At a match, the likes' comments of the two (the earlier like's first) become the conversation's first messages,
 * each carrying what it answered; the conversation's last message is the latest of them. None: nothing is written.
 */
const commentsAsMessages = (userId: string, profileId: string) => sql<MessageRow & { recipientId: string }>`
  with sent as (
    insert into matching.messages (id, sender_id, recipient_id, client_id, text, answers)
    select gen_random_uuid(), w.user_id, w.profile_id, gen_random_uuid(), w.comment, w.comment_on
    from matching.wishlist_entries w
    where (w.user_id, w.profile_id) in ((${userId}::uuid, ${profileId}::uuid), (${profileId}::uuid, ${userId}::uuid))
      and w.comment is not null
    order by w.created_at, w.id
    returning ${messageColumns('messages')}, messages.recipient_id as "recipientId"
  ), touched as (
    update matching.conversations c set last_message_id = latest.id, last_activity_at = latest."sentAt"
    from (select * from sent order by seq::bigint desc limit 1) latest
    where (c.user_id, c.profile_id) in ((${userId}::uuid, ${profileId}::uuid), (${profileId}::uuid, ${userId}::uuid))
  )
  select * from sent order by seq::bigint`;

type MatchRow = ProfileFields & { matchId: string; matchedAt: string; opened: boolean };

/**
 * The matches of `userId` (both sides' entries exist), newest first; a match is dated and named by the later like.
 * `opened`: `userId` opened its conversation since the match (a match with no conversation row counts as opened).
 */
const matchesOf = (userId: string) => sql<MatchRow>`
  select ${PROFILE_COLUMNS},
    case when mine.created_at >= theirs.created_at then mine.id else theirs.id end as "matchId",
    greatest(mine.created_at, theirs.created_at) as "matchedAt",
    (c.user_id is null or c.opened_at is not null) as opened
  from matching.wishlist_entries mine
  join matching.wishlist_entries theirs on theirs.user_id = mine.profile_id and theirs.profile_id = mine.user_id
  join matching.profiles p on p.id = mine.profile_id
  left join matching.conversations c on c.user_id = mine.user_id and c.profile_id = mine.profile_id
  where mine.user_id = ${userId} and p.discoverable and ${notRestricted('p')} and ${notParted(userId, sql`p.id`)}
  order by "matchedAt" desc, "matchId" desc`;

/** In the match's transaction: the likes' comments as its first messages, each a `message` event to both. */
async function firstMessages(em: EntityManager, userId: string, profileId: string): Promise<void> {
  const sent = await rows(em.getKysely(), commentsAsMessages(userId, profileId));
  if (sent.length === 0) return;
  await eventWriter(em).emit(
    sent.flatMap(({ recipientId, ...message }) =>
      [message.senderId, recipientId].map((reader) => ({
        userId: reader,
        event: 'message' as const,
        data: {
          profileId: reader === recipientId ? message.senderId : recipientId,
          message: toMessage(message, reader, false),
        },
      })),
    ),
  );
}

/** Matches as they are made, listed and closed, inside the caller's unit of work `em` (a transaction, for a write). */
export function matchWriter(em: EntityManager) {
  const events = eventWriter(em);
  return {
    /** The people who have the user in their wishlist and are in the user's, newest match first. */
    async list(userId: string) {
      const matches = await rows(em.getKysely(), matchesOf(userId));
      return matches.map(({ matchId, matchedAt, opened, ...profile }) => ({
        id: matchId,
        profile,
        matchedAt: new Date(matchedAt),
        opened,
      }));
    },

    /**
     * In the transaction of the like that made a match: the conversation (made, or open again), `match` to both,
     * and both people's pushes.
     */
    async matched(userId: string, profileId: string): Promise<void> {
      await events.lockUsers([userId, profileId]);
      await rows(em.getKysely(), recordMatch(userId, profileId));
      const people = await rows(
        em.getKysely(),
        sql<PersonRow>`select ${PERSON_COLUMNS} from matching.profiles p where p.id in (${userId}::uuid, ${profileId}::uuid)`,
      );
      const person = (id: string) => {
        const row = people.find((p) => p.id === id);
        if (!row) throw new Error(`no profile ${id} for the match`);
        return toConversationPerson(row);
      };
      await events.emit([
        { userId, event: 'match', data: { profile: person(profileId) } },
        { userId: profileId, event: 'match', data: { profile: person(userId) } },
      ]);
      await firstMessages(em, userId, profileId);
      await pushQueue(em).add([
        { userId, type: 'match', profileId },
        { userId: profileId, type: 'match', profileId: userId },
      ]);
    },

    /**
     * In the transaction of an unmatch or a block: `conversation-closed` (the history stays) to `userId`, who ended
     * it, and to `profileId` only when `tellOther`: an unmatch tells both, a block only the blocker, since to the
     * person blocked it must read like the blocker deleting their account, which tells nothing.
     */
    async closed(userId: string, profileId: string, { tellOther }: { tellOther: boolean }): Promise<void> {
      await events.emit([
        { userId, event: 'conversation-closed', data: { profileId } },
        ...(tellOther
          ? [{ userId: profileId, event: 'conversation-closed' as const, data: { profileId: userId } }]
          : []),
      ]);
    },
  };
}
