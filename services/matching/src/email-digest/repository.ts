import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, rows, sql } from '@wishlist/service-kit';
import { openSql } from '../core/match-repository.ts';
import { neitherBlocked, notRestricted } from '../core/safety-rules-repository.ts';

/** One person's digest: how many messages, from whom (first names, the earliest writer first), up to when. */
export interface DueDigest {
  userId: string;
  unreadMessages: number;
  senders: string[];
  coveredUntil: Date;
}

/** How long a message stays unread before a digest tells of it, and how often a person may get one (spec §1). */
const UNREAD_FOR = sql`interval '12 hours'`;
const AT_MOST_EVERY = sql`interval '24 hours'`;
/** The most names a digest lists. */
const MAX_SENDERS = 10;

/**
 * The messages a digest tells of: unread for 12 hours, in a conversation that is still open, from someone neither
 * blocked nor restricted, sent after the last push that reached the person (that push told them) and after what
 * their last digest covered; only for people with the digest on and none in the last 24 hours.
 */
const due = (limit: number) => sql<DueDigest>`
  with due as (
    select m.recipient_id, m.sent_at, p.first_name, p.id as sender_id
    from matching.messages m
    join matching.profiles p on p.id = m.sender_id
    left join matching.push_settings s on s.user_id = m.recipient_id
    left join matching.email_digests d on d.user_id = m.recipient_id
    where m.read_at is null
      and m.sent_at <= now() - ${UNREAD_FOR}
      and m.sent_at > coalesce(s.last_push_delivered_at, '-infinity')
      and m.sent_at > coalesce(d.covered_until, '-infinity')
      and coalesce(s.email_digest, true)
      and (d.last_sent_at is null or d.last_sent_at <= now() - ${AT_MOST_EVERY})
      and ${openSql(sql`m.recipient_id`, sql`m.sender_id`)}
      and ${neitherBlocked(sql`m.recipient_id`, sql`m.sender_id`)}
      and ${notRestricted('p')}
  ), senders as (
    select recipient_id, sender_id, min(first_name) as first_name, min(sent_at) as first_at
    from due group by recipient_id, sender_id
  )
  select due.recipient_id as "userId", count(*)::int as "unreadMessages", max(due.sent_at) as "coveredUntil",
    (select array_agg(s.first_name order by s.first_at) from (
       select first_name, first_at from senders where senders.recipient_id = due.recipient_id
       order by first_at limit ${sql.lit(MAX_SENDERS)}) s) as senders
  from due group by due.recipient_id
  order by min(due.sent_at)
  limit ${limit}`;

/**
 * Claims the person's digest: their row in matching.email_digests, written only when no digest went in the last 24
 * hours, and committed at once (the mail is sent after, outside any transaction); answers what the row held before
 * (null for no row), to give the claim back if the send fails. Another run's claim of the person finds it taken.
 */
const claim = ({ userId, coveredUntil }: DueDigest) => sql<{ previous: PreviousDigest | null }>`
  with previous as (select last_sent_at, covered_until from matching.email_digests where user_id = ${userId})
  insert into matching.email_digests as d (user_id, last_sent_at, covered_until) values (${userId}, now(), ${coveredUntil})
  on conflict (user_id) do update set last_sent_at = now(), covered_until = excluded.covered_until
  where d.last_sent_at <= now() - ${AT_MOST_EVERY}
  returning (select json_build_object('lastSentAt', last_sent_at, 'coveredUntil', covered_until) from previous)
    as previous`;

/** What a person's digest row held before a claim. */
interface PreviousDigest {
  lastSentAt: string;
  coveredUntil: string;
}

/** Gives a claim back after its send failed: the row as it was, so the next run tries again. */
const unclaim = (userId: string, previous: PreviousDigest | null) =>
  previous
    ? sql`update matching.email_digests set last_sent_at = ${previous.lastSentAt}, covered_until = ${previous.coveredUntil}
        where user_id = ${userId}`
    : sql`delete from matching.email_digests where user_id = ${userId}`;

/** The e-mail digests' reads and writes (matching.email_digests; the settings in matching.push_settings). */
export function emailDigestRepository(em: EntityManager) {
  return {
    due: (limit: number): Promise<DueDigest[]> => rows(em.getKysely(), due(limit)),

    /**
     * Claims the person's digest, then runs `send`; answers whether it was sent (false: claimed elsewhere, or the
     * send failed, and then the claim is given back).
     */
    async sendOnce(digest: DueDigest, send: () => Promise<boolean>): Promise<boolean> {
      const [claimed] = await rows(em.getKysely(), claim(digest));
      if (!claimed) return false;
      let sent = false;
      try {
        sent = await send();
      } finally {
        if (!sent) await unclaim(digest.userId, claimed.previous).execute(em.getKysely());
      }
      return sent;
    },

    /** Turns the digest off for a person (their settings row made if they had none); nobody there: nothing. */
    turnOff: (userId: string) =>
      changed(
        em.getKysely(),
        sql`insert into matching.push_settings (user_id, email_digest)
         select id, false from matching.profiles where id = ${userId}
         on conflict (user_id) do update set email_digest = false`,
      ),
  };
}
