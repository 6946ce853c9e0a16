import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { changed, firstRow, rows, sql, type Db, type Sql } from '@wishlist/service-kit';
import { entitlementRepository } from '../core/plan-repository.ts';
import { matchWriter } from '../core/match-repository.ts';
import { deletedKey, EVIDENCE_MESSAGES, REPORTABLE_AFTER_DELETION } from '../core/deleted-partner-repository.ts';
import { goneTo } from '../core/safety-rules-repository.ts';
import { RESTRICTING_ACTIONS } from '../core/terms-rules-repository.ts';

/**
 * A matching table that holds data about people: the columns that name a person (a profile's id is its user's id).
 * Deleting an account deletes every row where one of them names it.
 */
interface PersonTable {
  table: string;
  person: string[];
}

/**
 * EVERY matching table holding people's data, one line each: a new table of people's data must be added here, or
 * deleting an account leaves it behind (the deletion test, which searches every table, fails). What the download
 * shows of them is below (EXPORT_SQL).
 */
const PERSON_TABLES: PersonTable[] = [
  { table: 'wishlist_entries', person: ['user_id', 'profile_id'] },
  { table: 'removed_wishlist_entries', person: ['user_id', 'profile_id'] },
  { table: 'passes', person: ['user_id', 'profile_id'] },
  { table: 'daily_likes', person: ['user_id'] },
  { table: 'daily_super_likes', person: ['user_id'] },
  { table: 'monthly_boosts', person: ['user_id'] },
  { table: 'entitlements', person: ['user_id'] },
  { table: 'conversations', person: ['user_id', 'profile_id'] },
  { table: 'messages', person: ['sender_id', 'recipient_id'] },
  { table: 'events', person: ['user_id', "data->>'profileId'", "data->'profile'->>'id'"] },
  { table: 'blocks', person: ['user_id', 'profile_id'] },
  { table: 'unmatches', person: ['user_id', 'profile_id'] },
  { table: 'reports', person: ['reporter_id', 'profile_id'] },
  { table: 'warnings', person: ['profile_id'] },
  { table: 'photo_holds', person: ['profile_id'] },
  { table: 'review_holds', person: ['profile_id'] },
  { table: 'push_subscriptions', person: ['user_id'] },
  { table: 'push_settings', person: ['user_id'] },
  { table: 'push_queue', person: ['user_id', 'profile_id'] },
  { table: 'email_digests', person: ['user_id'] },
  // The partner's, for a report for 30 days after the other's deletion (keptForReportsSql); never names the deleted.
  { table: 'deleted_partner_evidence', person: ['partner_id'] },
  // The feed score's counts of likes and passes (feed/score-repository.ts): sums of the rows above; after them, since deleting
  // a like or a pass updates the counts.
  { table: 'decision_counts', person: ['profile_id'] },
  { table: 'segment_counts', person: ['profile_id'] },
  // Last: the rows above that point at the profile would go with it anyway (on delete cascade).
  { table: 'profiles', person: ['id'] },
];

/** Rows of `userId` with another person `o` (a profile) who has not blocked them first (`goneTo`): to them, a block reads like that
 * person's deletion, which takes those rows. */
const withOther = (other: Sql, userId: string) =>
  sql`join matching.profiles o on o.id = ${other}
   where not ${goneTo(userId, sql`o.id`)}`;

/**
 * What the download shows, by section, in the names of the contract's MatchingUserData: what the person did and
 * what was done to them that they may know (a moderator's warning, the statements of reasons and their appeals). Not shown: others' decisions about the person
 * (passes, blocks, unmatches, reports, the photo triage's holds), the event log (a replay buffer), usage counters,
 * push endpoints and queue, the feed's counts and every internal id or ranking column. The moderators' audit log
 * (`moderation_actions`) is kept at a deletion: it records what moderators did (README: "Moderation").
 */
type MatchingUserData = components['schemas']['MatchingUserData'];
type Like = components['schemas']['ExportedLike'];
type Rows<K extends keyof MatchingUserData> = NonNullable<MatchingUserData[K]> extends (infer R)[] ? R : never;

const exportSql = (userId: string) => ({
  profile: sql<
    NonNullable<MatchingUserData['profile']>
  >`select first_name as "firstName", last_name as "lastName", cast(birth_date as text) as "birthDate", gender,
      show_me as "showMe", bio, location as place, instagram_handle as "instagramHandle",
      profile_photo as "profilePhoto", instagram_photos as photos, intro_video as "introVideo", interests,
      prompts, intention, discoverable, incognito, created_at as "createdAt"
    from matching.profiles where id = ${userId}`,
  likesYouGave: sql<Like>`select o.first_name as name, t.super_like as "superLike", t.created_at as "likedAt", t.comment
    from matching.wishlist_entries t ${withOther(sql`t.profile_id`, userId)} and t.user_id = ${userId} order by t.created_at`,
  likesYouRemoved: sql<
    Rows<'likesYouRemoved'>
  >`select o.first_name as name, t.created_at as "likedAt", t.removed_at as "removedAt"
    from matching.removed_wishlist_entries t ${withOther(sql`t.profile_id`, userId)} and t.user_id = ${userId}
    order by t.removed_at`,
  likesYouReceived: sql<Like>`select o.first_name as name, t.super_like as "superLike", t.created_at as "likedAt", t.comment
    from matching.wishlist_entries t ${withOther(sql`t.user_id`, userId)} and t.profile_id = ${userId} order by t.created_at`,
  messagesYouSent: sql<
    Rows<'messagesYouSent'>
  >`select o.first_name as "to", t.text, t.sent_at as "sentAt", t.read_receipt_at as "readAt"
    from matching.messages t ${withOther(sql`t.recipient_id`, userId)} and t.sender_id = ${userId} order by t.seq`,
  messagesYouReceived: sql<
    Rows<'messagesYouReceived'>
  >`select o.first_name as "from", t.text, t.sent_at as "sentAt", t.read_at as "readAt"
    from matching.messages t ${withOther(sql`t.sender_id`, userId)} and t.recipient_id = ${userId} order by t.seq`,
  passes: sql<Rows<'passes'>>`select o.first_name as name, t.passed_at as at
    from matching.passes t ${withOther(sql`t.profile_id`, userId)} and t.user_id = ${userId} order by t.passed_at`,
  peopleYouBlocked: sql<Rows<'peopleYouBlocked'>>`select o.first_name as name, t.created_at as at
    from matching.blocks t ${withOther(sql`t.profile_id`, userId)} and t.user_id = ${userId} order by t.created_at`,
  unmatches: sql<Rows<'unmatches'>>`select o.first_name as name, t.created_at as at
    from matching.unmatches t ${withOther(sql`t.profile_id`, userId)} and t.user_id = ${userId} order by t.created_at`,
  // Every report they were told of, also about someone since gone (a deletion, a block): then nothing of theirs.
  reportsYouMade: sql<
    Rows<'reportsYouMade'>
  >`select case when not ${goneTo(userId, sql`o.id`)} then o.first_name end as name,
      t.reason, t.note, t.created_at as "reportedAt"
    from matching.reports t left join matching.profiles o on o.id = t.profile_id
    where t.reporter_id = ${userId} and t.told order by t.created_at`,
  warnings: sql<Rows<'warnings'>>`select reason, created_at as "receivedAt", acknowledged_at as "acknowledgedAt"
    from matching.warnings where profile_id = ${userId} order by created_at`,
  // Kept at a deletion with the audit log, but the person's while they have an account (moderation/statements.ts).
  decisionsAboutYou: sql<Rows<'decisionsAboutYou'>>`select a.action, a.reason as facts, a.rule, a.automated,
      a.created_at as "decidedAt",
      case when ap.id is null then null else jsonb_build_object('note', ap.note, 'appealedAt', ap.created_at,
        'status', coalesce(ap.outcome, 'pending'), 'decision', ap.decision, 'decidedAt', ap.decided_at) end as appeal
    from matching.moderation_actions a left join matching.appeals ap on ap.action_id = a.id
    where a.profile_id = ${userId} and a.action = any(${RESTRICTING_ACTIONS}::text[])
    order by a.created_at`,
  notificationSettings: sql<
    NonNullable<MatchingUserData['notificationSettings']>
  >`select messages, matches, likes, reminders, previews, email_digest as "emailDigest"
    from matching.push_settings where user_id = ${userId}`,
});

/** The tables above, by name (a test holds them to the schema's tables). */
export const personTables = PERSON_TABLES.map(({ table }) => table);

/**
 * Keeps, for each of the user's conversation partners, what a report about the user would have frozen (the first name
 * and the last messages of the two, as safety/report-repository.ts does), for 30 days: a partner may still report the
 * conversation (spec §5), with the photo billing froze (`frozenPhoto`, a URL that names nobody). Run before the rows
 * go; the user is named by `deletedKey` only.
 */
const keptForReportsSql = (userId: string, frozenPhoto: string | null) => sql`
  insert into matching.deleted_partner_evidence (partner_id, deleted_key, first_name, messages, keep_until, photo_url)
  select c.user_id, ${deletedKey(sql`${userId}::uuid`)}, p.first_name,
    (select coalesce(jsonb_agg(jsonb_build_object(
        'from', case when m.sender_id = c.user_id then 'reporter' else 'reported' end,
        'text', m.text, 'sentAt', m.sent_at) order by m.seq), '[]')
      from (select * from matching.messages m
        where least(m.sender_id, m.recipient_id) = least(c.user_id, c.profile_id)
          and greatest(m.sender_id, m.recipient_id) = greatest(c.user_id, c.profile_id)
        order by m.seq desc limit ${sql.lit(EVIDENCE_MESSAGES)}) m),
    now() + ${REPORTABLE_AFTER_DELETION}, ${frozenPhoto}
  from matching.conversations c join matching.profiles p on p.id = c.profile_id
  where c.profile_id = ${userId} and c.user_id <> ${userId}
  on conflict (partner_id, deleted_key) do nothing`;

/**
 * The profile picture to freeze for the partners' reports (`keptForReportsSql`): the person's own upload, when they
 * have a conversation partner; null otherwise.
 */
const photoToFreezeSql = (userId: string) => sql<{ photo: string }>`
  select p.profile_photo as photo from matching.profiles p
  where p.id = ${userId} and p.profile_photo like ${`/media/users/${userId}/%`}
    and exists (select 1 from matching.conversations c where c.profile_id = p.id and c.user_id <> p.id)`;

/** Deletes every row about the user, in one transaction; answers how many went. Nothing there: 0. */
function deleteAll(em: EntityManager, userId: string, frozenPhoto: string | null): Promise<number> {
  return em.transactional(async (tx) => {
    await changed(tx.getKysely(), keptForReportsSql(userId, frozenPhoto));
    let deleted = 0;
    for (const { table, person } of PERSON_TABLES) {
      const where = sql.join(
        person.map((column) => sql`${sql.raw(column)} = ${userId}`),
        sql` or `,
      );
      deleted += await changed(tx.getKysely(), sql`delete from ${sql.id('matching', table)} where ${where}`);
    }
    return deleted;
  });
}

/** The rows of each statement of `statements`, by its name. */
async function readAll<S extends Record<string, Sql>>(db: Db, statements: S) {
  const read = await Promise.all(
    Object.entries(statements).map(async ([name, statement]) => [name, await rows(db, statement)] as const),
  );
  return Object.fromEntries(read) as { [K in keyof S]: S[K] extends Sql<infer R> ? R[] : never };
}

/**
 * The user's data, as far as their plan lets them see it (the download is no way around what premium sells): without
 * "see who likes you", likes received are counts, naming nobody and quoting no comment; without read receipts, the messages they sent do not
 * say when they were read. With the matches (both sides liked), which no table holds.
 */
async function exportOf(em: EntityManager, userId: string): Promise<MatchingUserData> {
  const [{ profile, notificationSettings, ...sections }, matches, { flags }] = await Promise.all([
    readAll(em.getKysely(), exportSql(userId)),
    matchWriter(em).list(userId),
    entitlementRepository(em).of(userId),
  ]);
  const { likesYouReceived, messagesYouSent } = sections;
  return {
    ...sections,
    profile: profile[0] ?? null,
    notificationSettings: notificationSettings[0] ?? null,
    likesYouReceived: {
      likes: likesYouReceived.length,
      superLikes: likesYouReceived.filter((like) => like.superLike).length,
      withComment: likesYouReceived.filter((like) => like.comment !== null).length,
      people: flags.seeWhoLikesYou ? likesYouReceived : null,
    },
    matches: matches.map(({ profile: { firstName }, matchedAt }) => ({ name: firstName, at: matchedAt.toISOString() })),
    messagesYouSent: flags.readReceipts
      ? messagesYouSent
      : messagesYouSent.map(({ readAt: _readAt, ...message }) => message),
  };
}

/** A person's data in matching, as a whole: deleted in one transaction, read for the data download. */
export function userDataRepository(em: EntityManager) {
  return {
    /** See `photoToFreezeSql`. */
    photoToFreeze: async (userId: string) => (await firstRow(em.getKysely(), photoToFreezeSql(userId)))?.photo ?? null,
    delete: (userId: string, frozenPhoto: string | null = null) => deleteAll(em, userId, frozenPhoto),
    export: (userId: string) => exportOf(em, userId),
  };
}
