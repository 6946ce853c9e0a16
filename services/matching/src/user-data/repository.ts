import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { entitlementRepository } from '../core/plan-repository.ts';
import { matchWriter } from '../core/match-repository.ts';

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
  { table: 'push_subscriptions', person: ['user_id'] },
  { table: 'push_settings', person: ['user_id'] },
  { table: 'push_queue', person: ['user_id', 'profile_id'] },
  { table: 'email_digests', person: ['user_id'] },
  // The feed score's counts of likes and passes (feed/score.ts): sums of the rows above; after them, since deleting
  // a like or a pass updates the counts.
  { table: 'decision_counts', person: ['profile_id'] },
  { table: 'segment_counts', person: ['profile_id'] },
  // Last: the rows above that point at the profile would go with it anyway (on delete cascade).
  { table: 'profiles', person: ['id'] },
];

/** Rows of :userId with another person `o` (a profile) who has not blocked them: to them, a block reads like that
 * person's deletion, which takes those rows. */
const withOther = (other: string) =>
  `join matching.profiles o on o.id = ${other}
   where not exists (select 1 from matching.blocks b where b.user_id = o.id and b.profile_id = :userId)`;

/**
 * What the download shows, by section, in the names of the contract's MatchingUserData: what the person did and
 * what was done to them that they may know (a moderator's warning). Not shown: others' decisions about the person
 * (passes, blocks, unmatches, reports, the photo triage's holds), the event log (a replay buffer), usage counters,
 * push endpoints and queue, the feed's counts and every internal id or ranking column. The moderators' audit log
 * (`moderation_actions`) is kept at a deletion: it records what moderators did (README: "Moderation").
 */
const EXPORT_SQL = {
  profile: `select first_name as "firstName", last_name as "lastName", cast(birth_date as text) as "birthDate", gender,
      show_me as "showMe", bio, location as place, instagram_handle as "instagramHandle",
      profile_photo as "profilePhoto", instagram_photos as photos, intro_video as "introVideo", interests,
      discoverable, incognito, created_at as "createdAt"
    from matching.profiles where id = :userId`,
  likesYouGave: `select o.first_name as name, t.super_like as "superLike", t.created_at as "likedAt"
    from matching.wishlist_entries t ${withOther('t.profile_id')} and t.user_id = :userId order by t.created_at`,
  likesYouRemoved: `select o.first_name as name, t.created_at as "likedAt", t.removed_at as "removedAt"
    from matching.removed_wishlist_entries t ${withOther('t.profile_id')} and t.user_id = :userId
    order by t.removed_at`,
  likesYouReceived: `select o.first_name as name, t.super_like as "superLike", t.created_at as "likedAt"
    from matching.wishlist_entries t ${withOther('t.user_id')} and t.profile_id = :userId order by t.created_at`,
  messagesYouSent: `select o.first_name as "to", t.text, t.sent_at as "sentAt", t.read_at as "readAt"
    from matching.messages t ${withOther('t.recipient_id')} and t.sender_id = :userId order by t.seq`,
  messagesYouReceived: `select o.first_name as "from", t.text, t.sent_at as "sentAt", t.read_at as "readAt"
    from matching.messages t ${withOther('t.sender_id')} and t.recipient_id = :userId order by t.seq`,
  passes: `select o.first_name as name, t.passed_at as at
    from matching.passes t ${withOther('t.profile_id')} and t.user_id = :userId order by t.passed_at`,
  peopleYouBlocked: `select o.first_name as name, t.created_at as at
    from matching.blocks t ${withOther('t.profile_id')} and t.user_id = :userId order by t.created_at`,
  unmatches: `select o.first_name as name, t.created_at as at
    from matching.unmatches t ${withOther('t.profile_id')} and t.user_id = :userId order by t.created_at`,
  reportsYouMade: `select o.first_name as name, t.reason, t.note, t.created_at as "reportedAt"
    from matching.reports t ${withOther('t.profile_id')} and t.reporter_id = :userId order by t.created_at`,
  warnings: `select reason, created_at as "receivedAt", acknowledged_at as "acknowledgedAt"
    from matching.warnings where profile_id = :userId order by created_at`,
  notificationSettings: `select messages, matches, likes, reminders, previews, email_digest as "emailDigest"
    from matching.push_settings where user_id = :userId`,
};

/** The tables above, by name (a test holds them to the schema's tables). */
export const personTables = PERSON_TABLES.map(({ table }) => table);

type MatchingUserData = components['schemas']['MatchingUserData'];
type Like = components['schemas']['ExportedLike'];

/** A person's data in matching, as a whole: deleted in one transaction, read for the data download. */
export function userDataRepository(em: EntityManager) {
  return {
    /** Deletes every row about the user; answers how many went. Nothing there: 0. */
    delete: (userId: string) =>
      em.transactional(async (tx) => {
        let rows = 0;
        for (const { table, person } of PERSON_TABLES) {
          const where = person.map((column) => `${column} = ?`).join(' or ');
          const result = await tx.execute<QueryResult>(
            `delete from matching.${table} where ${where}`,
            person.map(() => userId),
            'run',
          );
          rows += result.affectedRows;
        }
        return rows;
      }),

    /**
     * The user's data, as far as their plan lets them see it (the download is no way around what premium sells):
     * without "see who likes you", likes received are counts, naming nobody; without read receipts, the messages
     * they sent do not say when they were read. With the matches (both sides liked), which no table holds.
     */
    async export(userId: string): Promise<MatchingUserData> {
      const read = <T>(sql: string) => em.execute<T[]>(sql, { userId });
      type Rows<K extends keyof MatchingUserData> = NonNullable<MatchingUserData[K]> extends (infer R)[] ? R : never;
      const [
        profile,
        notificationSettings,
        likesYouGave,
        likesYouRemoved,
        likesYouReceived,
        messagesYouSent,
        messagesYouReceived,
        passes,
        peopleYouBlocked,
        unmatches,
        reportsYouMade,
        warnings,
        matches,
        { flags },
      ] = await Promise.all([
        read<NonNullable<MatchingUserData['profile']>>(EXPORT_SQL.profile),
        read<NonNullable<MatchingUserData['notificationSettings']>>(EXPORT_SQL.notificationSettings),
        read<Like>(EXPORT_SQL.likesYouGave),
        read<Rows<'likesYouRemoved'>>(EXPORT_SQL.likesYouRemoved),
        read<Like>(EXPORT_SQL.likesYouReceived),
        read<Rows<'messagesYouSent'>>(EXPORT_SQL.messagesYouSent),
        read<Rows<'messagesYouReceived'>>(EXPORT_SQL.messagesYouReceived),
        read<Rows<'passes'>>(EXPORT_SQL.passes),
        read<Rows<'peopleYouBlocked'>>(EXPORT_SQL.peopleYouBlocked),
        read<Rows<'unmatches'>>(EXPORT_SQL.unmatches),
        read<Rows<'reportsYouMade'>>(EXPORT_SQL.reportsYouMade),
        read<Rows<'warnings'>>(EXPORT_SQL.warnings),
        matchWriter(em).list(userId),
        entitlementRepository(em).of(userId),
      ]);
      return {
        profile: profile[0] ?? null,
        likesYouGave,
        likesYouRemoved,
        likesYouReceived: {
          likes: likesYouReceived.length,
          superLikes: likesYouReceived.filter((like) => like.superLike).length,
          people: flags.seeWhoLikesYou ? likesYouReceived : null,
        },
        matches: matches.map(({ profile: { firstName }, matchedAt }) => ({
          name: firstName,
          at: matchedAt.toISOString(),
        })),
        messagesYouSent: flags.readReceipts
          ? messagesYouSent
          : messagesYouSent.map(({ readAt: _readAt, ...message }) => message),
        messagesYouReceived,
        passes,
        peopleYouBlocked,
        unmatches,
        reportsYouMade,
        warnings,
        notificationSettings: notificationSettings[0] ?? null,
      };
    },
  };
}
