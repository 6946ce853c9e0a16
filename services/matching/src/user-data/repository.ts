import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { entitlementRepository } from '../entitlements/repository.ts';
import { matchRepository } from '../matches/repository.ts';

/**
 * A matching table that holds data about people. `person`: the columns that name a person (a profile's id is its
 * user's id); deleting an account deletes every row where one of them names it. `sections`: what the person's data
 * download shows from the table, by section name: the column that selects the person's rows and the one naming the
 * other person of a row, if any. Rows with someone who blocked the person are left out: to them, a block reads like
 * that person's deletion, which takes those rows.
 */
interface PersonTable {
  table: string;
  person: string[];
  sections: Record<string, [mine: string, other?: string]>;
}

/**
 * EVERY matching table holding people's data, one line each: a new table of people's data must be added here, or
 * deleting an account leaves it behind (the deletion test, which searches every table, fails).
 * Others' decisions about the person (their passes, blocks, unmatches and reports, the photo triage's holds) and the events of
 * others that name the person are deleted but not shown; the event log itself (a replay buffer of the messages and
 * matches) is not shown. The moderators' audit log (`moderation_actions`) is kept: it records what moderators did,
 * with the names people had then (README: "Moderation").
 */
const PERSON_TABLES: PersonTable[] = [
  {
    table: 'wishlist_entries',
    person: ['user_id', 'profile_id'],
    sections: { likesGiven: ['user_id', 'profile_id'], likesReceived: ['profile_id', 'user_id'] },
  },
  {
    table: 'removed_wishlist_entries',
    person: ['user_id', 'profile_id'],
    sections: { removedLikes: ['user_id', 'profile_id'] },
  },
  { table: 'passes', person: ['user_id', 'profile_id'], sections: { passes: ['user_id', 'profile_id'] } },
  { table: 'daily_likes', person: ['user_id'], sections: { dailyLikes: ['user_id'] } },
  { table: 'daily_super_likes', person: ['user_id'], sections: { dailySuperLikes: ['user_id'] } },
  { table: 'monthly_boosts', person: ['user_id'], sections: { monthlyBoosts: ['user_id'] } },
  { table: 'entitlements', person: ['user_id'], sections: { entitlements: ['user_id'] } },
  { table: 'conversations', person: ['user_id', 'profile_id'], sections: { conversations: ['user_id', 'profile_id'] } },
  {
    table: 'messages',
    person: ['sender_id', 'recipient_id'],
    sections: { messagesSent: ['sender_id', 'recipient_id'], messagesReceived: ['recipient_id', 'sender_id'] },
  },
  { table: 'events', person: ['user_id', "data->>'profileId'", "data->'profile'->>'id'"], sections: {} },
  { table: 'blocks', person: ['user_id', 'profile_id'], sections: { blocks: ['user_id', 'profile_id'] } },
  { table: 'unmatches', person: ['user_id', 'profile_id'], sections: { unmatches: ['user_id', 'profile_id'] } },
  { table: 'reports', person: ['reporter_id', 'profile_id'], sections: { reportsMade: ['reporter_id', 'profile_id'] } },
  { table: 'warnings', person: ['profile_id'], sections: { warnings: ['profile_id'] } },
  { table: 'photo_holds', person: ['profile_id'], sections: {} },
  { table: 'push_subscriptions', person: ['user_id'], sections: { pushSubscriptions: ['user_id'] } },
  { table: 'push_settings', person: ['user_id'], sections: { pushSettings: ['user_id'] } },
  // Pushes waiting to be sent: a moment's state, deleted but not shown.
  { table: 'push_queue', person: ['user_id', 'profile_id'], sections: {} },
  { table: 'email_digests', person: ['user_id'], sections: { emailDigests: ['user_id'] } },
  // The feed score's counts of likes and passes (feed/score.ts): sums of the rows above, deleted but not shown; after
  // them, since deleting a like or a pass updates the counts.
  { table: 'decision_counts', person: ['profile_id'], sections: {} },
  { table: 'segment_counts', person: ['profile_id'], sections: {} },
  // Last: the rows above that point at the profile would go with it anyway (on delete cascade).
  { table: 'profiles', person: ['id'], sections: { profile: ['id'] } },
];

/** The tables above, by name (a test holds them to the schema's tables). */
export const personTables = PERSON_TABLES.map(({ table }) => table);

/** A row as stored (column names), for the data download. */
type Row = Record<string, unknown>;

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
     * Every section of the user's data, rows as stored, as far as their plan lets them see it (the download is no
     * way around what premium sells): without "see who likes you", likes received are counts, naming nobody; without
     * read receipts, the messages they sent do not say when they were read. With the matches (both sides liked),
     * which no table holds.
     */
    async export(userId: string): Promise<Record<string, Row[]>> {
      const sections: Record<string, Row[]> = {};
      for (const { table, sections: wanted } of PERSON_TABLES) {
        for (const [name, [mine, other]] of Object.entries(wanted)) {
          const notBlockedBy = other
            ? ` and not exists (select 1 from matching.blocks b where b.user_id = t.${other} and b.profile_id = t.${mine})`
            : '';
          sections[name] = await em.execute<Row[]>(
            `select t.* from matching.${table} t where t.${mine} = ?${notBlockedBy}`,
            [userId],
          );
        }
      }
      const { flags } = await entitlementRepository(em).of(userId);
      if (!flags.seeWhoLikesYou) {
        const received = sections.likesReceived ?? [];
        sections.likesReceived = [
          { likes: received.length, superLikes: received.filter((row) => row.super_like === true).length },
        ];
      }
      if (!flags.readReceipts)
        sections.messagesSent = (sections.messagesSent ?? []).map(({ read_at: _readAt, ...message }) => message);
      const matches = await matchRepository(em).list(userId);
      sections.matches = matches.map(({ profile, matchedAt }) => ({
        profileId: profile.id,
        firstName: profile.firstName,
        matchedAt,
      }));
      return sections;
    },
  };
}
