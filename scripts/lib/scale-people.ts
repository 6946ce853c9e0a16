import { TEST_SECRETS } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { sessionFor } from './session-for.ts';

// The people `npm run bench:scale` sends traffic for, written straight into a stack's database: made-up profiles to
// browse and like, signed-in gold viewers, and matched gold pairs who write to each other.

export interface ScalePerson {
  userId: string;
  cookie: string;
}

export interface ScalePeople {
  /** Discoverable profiles the viewers browse and like, in a fixed order. */
  profileIds: string[];
  viewers: ScalePerson[];
  /** Matched pairs: talkers[2k] and talkers[2k + 1]. */
  talkers: ScalePerson[];
}

/** The centre of Denver's 2 km cell, where everyone is. */
const DENVER = { latitude: 39.74, longitude: -104.99 };

/** A signed-in gold member with a profile in Denver (the session as login makes it). */
async function goldMember(client: pg.Client, databaseUrl: string, seq: number): Promise<ScalePerson> {
  const person = await sessionFor(databaseUrl, TEST_SECRETS.SESSION_SECRET);
  await client.query(
    `insert into matching.profiles (id, first_name, birth_date, latitude, longitude, filter_max_distance_km)
     values ($1, 'Viewer', date '1990-01-01', $2, $3, null)`,
    [person.userId, DENVER.latitude, DENVER.longitude],
  );
  // As billing's change would leave matching's copy: gold for a day, no daily cap stops a run.
  await client.query(
    `insert into matching.entitlements (user_id, tier, premium_until, seq) values ($1, 'gold', now() + interval '1 day', $2)`,
    [person.userId, 1_000_000 + seq],
  );
  return person;
}

/** `profiles` made-up people, `viewers` gold viewers and `pairs` matched gold pairs, on the database at `databaseUrl`. */
export async function seedScalePeople(
  databaseUrl: string,
  counts: { profiles: number; viewers: number; pairs: number },
): Promise<ScalePeople> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into matching.profiles (id, first_name, birth_date, latitude, longitude, location, bio)
       select gen_random_uuid(), 'Scale', date '1975-01-01' + (i % 9000), ${DENVER.latitude} + (i % 50) / 100.0 - 0.25,
         ${DENVER.longitude} + (i / 50 % 50) / 100.0 - 0.25, 'Denver, CO', 'Scale profile ' || i
       from generate_series(1, $1::int) i returning id`,
      [counts.profiles],
    );
    let seq = 0;
    const viewers: ScalePerson[] = [];
    for (let i = 0; i < counts.viewers; i++) viewers.push(await goldMember(client, databaseUrl, ++seq));
    const talkers: ScalePerson[] = [];
    for (let i = 0; i < counts.pairs * 2; i++) talkers.push(await goldMember(client, databaseUrl, ++seq));
    for (let i = 0; i < talkers.length; i += 2) {
      await client.query(
        `insert into matching.wishlist_entries (id, user_id, profile_id)
         values (gen_random_uuid(), $1, $2), (gen_random_uuid(), $2, $1)`,
        [talkers[i]?.userId, talkers[i + 1]?.userId],
      );
    }
    await client.query('analyze');
    return { profileIds: rows.map((row) => row.id), viewers, talkers };
  } finally {
    await client.end();
  }
}

/** The one talker `i` writes to. */
export const partnerOf = (talkers: ScalePerson[], i: number) => talkers[i % 2 === 0 ? i + 1 : i - 1] as ScalePerson;
