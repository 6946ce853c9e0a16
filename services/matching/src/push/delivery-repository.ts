import { changed, rows, sql, type Db, type Sql } from '@wishlist/service-kit';
import { seesWhoLikesThem } from '../core/plan-repository.ts';
import { openSql } from '../core/match-repository.ts';
import { notParted, notRestricted } from '../core/safety-rules-repository.ts';
import type { PushType } from '../core/push-queue-repository.ts';

/** How long a claimed push is left to its sender before another run may take it (a sender that died). */
const LEASE_SECONDS = 120;
/** A "your turn" reminder: a match's message unanswered this long; one older than twice this is no longer timely. */
const REMINDER_AFTER = sql`interval '24 hours'`;

/**
 * Whether the claimed push `c` (to me about p; settings st, message m) is still wanted, asked at every attempt: the
 * person wants the kind; neither blocked nor unmatched the other and neither is restricted; a like is still there, not
 * answered (then it is a match), from someone the person may see, and the person's plan sees who likes them (else
 * a push would tell a free plan who liked them); a match, message or reminder is of an open conversation; a message
 * is unread; a reminder's message is still the last of the conversation (no answer since).
 */
const WANTED: Sql<boolean> = sql`
  case c.type when 'match' then coalesce(st.matches, true) when 'message' then coalesce(st.messages, true)
    when 'like' then coalesce(st.likes, true) else coalesce(st.reminders, true) end
  and ${notParted(sql`c.user_id`, sql`c.profile_id`)} and ${notRestricted('p')} and ${notRestricted('me')}
  and case when c.type = 'like' then
      p.discoverable and ${seesWhoLikesThem(sql`c.user_id`)}
      and exists (select 1 from matching.wishlist_entries l where l.user_id = c.profile_id and l.profile_id = c.user_id)
      and not exists (select 1 from matching.wishlist_entries mine where mine.user_id = c.user_id and mine.profile_id = c.profile_id)
    else ${openSql(sql`c.user_id`, sql`c.profile_id`)} end
  and case c.type
    when 'message' then m.read_at is null
    when 'reminder' then exists (select 1 from matching.conversations cv
      where cv.user_id = c.user_id and cv.profile_id = c.profile_id and cv.last_message_id = c.message_id)
    else true end`;

/**
 * Takes up to `limit` due pushes (a message's only once it waited `messageDelayMs` for an open stream to take it),
 * each counted as one more attempt and leased; answers what sending needs and whether it is still wanted.
 */
const claim = (limit: number, messageDelayMs: number) => sql<ClaimedPush>`
  with due as (
    select id from matching.push_queue
    where due_at <= now() and (type <> 'message' or created_at <= now() - ${messageDelayMs}::int * interval '1 millisecond')
    order by due_at, id limit ${limit} for update skip locked
  ), claimed as (
    update matching.push_queue q set attempts = q.attempts + 1, due_at = now() + ${sql.lit(LEASE_SECONDS)} * interval '1 second'
    from due where q.id = due.id
    returning q.*
  )
  select c.id::text as id, c.type, c.attempts, c.created_at as "createdAt", c.user_id as "userId",
    c.profile_id as "profileId", c.subscription_id as "subscriptionId", s.endpoint, s.p256dh, s.auth,
    p.first_name as "firstName", case when coalesce(st.previews, false) then coalesce(m.text, lc.comment) end as text,
    (${WANTED}) as wanted
  from claimed c
  join matching.push_subscriptions s on s.id = c.subscription_id
  join matching.profiles p on p.id = c.profile_id
  join matching.profiles me on me.id = c.user_id
  left join matching.push_settings st on st.user_id = c.user_id
  left join matching.messages m on m.id = c.message_id
  left join matching.wishlist_entries lc on c.type = 'like' and lc.user_id = c.profile_id and lc.profile_id = c.user_id`;

export interface ClaimedPush {
  id: string;
  type: PushType;
  attempts: number;
  createdAt: Date;
  userId: string;
  profileId: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  firstName: string;
  /** The message's text, or a like's comment, only when the person wants previews. */
  text: string | null;
  wanted: boolean;
}

const delivered = (push: ClaimedPush) => sql`
  with sent as (delete from matching.push_queue where id = ${push.id})
  insert into matching.push_settings (user_id, last_push_delivered_at) values (${push.userId}, now())
  on conflict (user_id) do update set last_push_delivered_at = excluded.last_push_delivered_at`;

/**
 * Queues the "your turn" reminders: for each match's message that has been the last of its conversation for 24
 * hours (not 48: an older one is no longer timely), once per message, a push to its recipient's browsers. Marking
 * the message and queueing are one statement: two instances sweeping together queue it once.
 */
const QUEUE_REMINDERS: Sql = sql`
  with due as (
    update matching.messages m set reminded_at = now()
    from matching.conversations cv
    where m.sent_at <= now() - ${REMINDER_AFTER} and m.sent_at > now() - 2 * ${REMINDER_AFTER}
      and m.reminded_at is null
      and cv.user_id = m.recipient_id and cv.profile_id = m.sender_id and cv.last_message_id = m.id
    returning m.id, m.recipient_id, m.sender_id
  )
  insert into matching.push_queue (subscription_id, user_id, type, profile_id, message_id)
  select s.id, due.recipient_id, 'reminder', due.sender_id, due.id
  from due join matching.push_subscriptions s on s.user_id = due.recipient_id`;

/** The queue of pushes as the sender works it, on the pool, outside any request. */
export function pushDeliveryRepository(db: Db) {
  const run = async (statement: Sql) => {
    await changed(db, statement);
  };
  return {
    claim: (limit: number, messageDelayMs: number): Promise<ClaimedPush[]> => rows(db, claim(limit, messageDelayMs)),

    /** A push service took it: gone from the queue, and the person was reached now. */
    delivered: (push: ClaimedPush) => run(delivered(push)),

    /** No longer wanted, or refused for good. */
    drop: (push: ClaimedPush) => run(sql`delete from matching.push_queue where id = ${push.id}`),

    /** Tried again in `delayMs`. */
    retryIn: (push: ClaimedPush, delayMs: number) =>
      run(
        sql`update matching.push_queue set due_at = now() + ${Math.round(delayMs)}::int * interval '1 millisecond' where id = ${push.id}`,
      ),

    /** The push service says the subscription is gone (404, 410): so are its queued pushes. */
    dropSubscription: (push: ClaimedPush) =>
      run(sql`delete from matching.push_subscriptions where id = ${push.subscriptionId}`),

    /** Messages an open event stream showed the person: no push for them. */
    forgetStreamed: (userId: string, messageIds: string[]) =>
      run(
        sql`delete from matching.push_queue where type = 'message' and user_id = ${userId} and message_id = any(${messageIds}::uuid[])`,
      ),

    queueReminders: () => run(QUEUE_REMINDERS),
  };
}
