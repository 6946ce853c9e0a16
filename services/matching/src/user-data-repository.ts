import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { wishlistRepository } from './wishlist-repository.ts';

/**
 * A matching table that holds data about people. `person`: the columns that name a person (a profile's id is its
 * user's id); deleting an account deletes every row where one of them names it. `sections`: what the person's data
 * download shows from the table, by section name, with the column that selects the person's rows.
 */
interface PersonTable {
  table: string;
  person: string[];
  sections: Record<string, string>;
}

/**
 * EVERY matching table holding people's data, one line each: a new table of people's data must be added here, or
 * deleting an account leaves it behind (the deletion test, which searches every table, fails).
 * Others' decisions about the person (their passes, blocks and reports) and the events of others that name the
 * person are deleted but not shown; the event log itself (a replay buffer of the messages and matches) is not shown.
 */
const PERSON_TABLES: PersonTable[] = [
  { table: 'wishlist_entries', person: ['user_id', 'profile_id'], sections: { likesGiven: 'user_id', likesReceived: 'profile_id' } },
  { table: 'removed_wishlist_entries', person: ['user_id', 'profile_id'], sections: { removedLikes: 'user_id' } },
  { table: 'passes', person: ['user_id', 'profile_id'], sections: { passes: 'user_id' } },
  { table: 'daily_likes', person: ['user_id'], sections: { dailyLikes: 'user_id' } },
  { table: 'daily_super_likes', person: ['user_id'], sections: { dailySuperLikes: 'user_id' } },
  { table: 'monthly_boosts', person: ['user_id'], sections: { monthlyBoosts: 'user_id' } },
  { table: 'entitlements', person: ['user_id'], sections: { entitlements: 'user_id' } },
  { table: 'conversations', person: ['user_id', 'profile_id'], sections: { conversations: 'user_id' } },
  { table: 'messages', person: ['sender_id', 'recipient_id'], sections: { messagesSent: 'sender_id', messagesReceived: 'recipient_id' } },
  { table: 'events', person: ['user_id', "data->>'profileId'", "data->'profile'->>'id'"], sections: {} },
  { table: 'blocks', person: ['user_id', 'profile_id'], sections: { blocks: 'user_id' } },
  { table: 'reports', person: ['reporter_id', 'profile_id'], sections: { reportsMade: 'reporter_id' } },
  // Last: the rows above that point at the profile would go with it anyway (on delete cascade).
  { table: 'profiles', person: ['id'], sections: { profile: 'id' } },
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
          const result = await tx.execute<QueryResult>(`delete from matching.${table} where ${where}`, person.map(() => userId), 'run');
          rows += result.affectedRows;
        }
        return rows;
      }),

    /** Every section of the user's data, rows as stored; with the matches (both sides liked), which no table holds. */
    async export(userId: string): Promise<Record<string, Row[]>> {
      const sections: Record<string, Row[]> = {};
      for (const { table, sections: wanted } of PERSON_TABLES) {
        for (const [name, column] of Object.entries(wanted)) {
          sections[name] = await em.execute<Row[]>(`select * from matching.${table} where ${column} = ?`, [userId]);
        }
      }
      const matches = await wishlistRepository(em).matches(userId);
      sections.matches = matches.map(({ profile, matchedAt }) => ({ profileId: profile.id, firstName: profile.firstName, matchedAt }));
      return sections;
    },
  };
}
