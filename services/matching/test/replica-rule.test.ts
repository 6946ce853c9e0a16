import { OWN_WRITE_COOKIE, TOLD_OF_CHANGE_COOKIE } from '@wishlist/service-kit';
import { closedAfterFile, createTestDatabase, onReplica } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { untilReplayed } from '../../../scripts/lib/replica.ts';
import { buildTestMatching, insertPerson, matchingForFile, newMember, type Member } from './support.ts';

// The run's one standby (tests/setup/postgres.ts): only this file pauses its replay, and always resumes it.
const databaseUrl = await createTestDatabase();
const { app, billing } = await matchingForFile({
  databaseUrl,
  env: { DATABASE_REPLICA_URL: onReplica(databaseUrl) },
});
/** A one-connection pool on `url`, ended after the file's tests. */
function poolOn(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  closedAfterFile({ close: () => pool.end() });
  return pool;
}
const primary = poolOn(databaseUrl);
const replica = poolOn(onReplica(databaseUrl));
const standbyAdmin = poolOn(inject('replicaAdminUrl'));

/** Runs `act` while the standby replays nothing (it still answers reads, as a replica that lags). */
async function whileReplayPaused<T>(act: () => Promise<T>): Promise<T> {
  await untilReplayed(primary, replica);
  await standbyAdmin.query('select pg_wal_replay_pause()');
  try {
    for (;;) {
      const { rows } = await standbyAdmin.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
      if (rows[0]?.state === 'paused') break;
    }
    return await act();
  } finally {
    await standbyAdmin.query('select pg_wal_replay_resume()');
  }
}

/** The Cookie header of `member` with what the answer `setCookie` set (the position of their last write). */
function keptCookies(member: Member, answer: { cookies: { name: string; value: string }[] }): Member {
  const position = answer.cookies.find((cookie) => cookie.name === OWN_WRITE_COOKIE);
  const kept = member.cookie.split('; ').filter((part) => !part.startsWith(`${OWN_WRITE_COOKIE}=`));
  return { ...member, cookie: [...kept, ...(position ? [`${OWN_WRITE_COOKIE}=${position.value}`] : [])].join('; ') };
}

async function updateBio(on: FastifyInstance, member: Member, bio: string): Promise<Member> {
  const res = await on.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { cookie: member.cookie },
    payload: { bio },
  });
  expect(res.statusCode).toBe(200);
  return keptCookies(member, res);
}

async function bioAsSeenBy(on: FastifyInstance, viewer: Member, profileId: string) {
  const res = await on.inject({ method: 'GET', url: `/api/profiles/${profileId}`, headers: { cookie: viewer.cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { profile: { bio: string } }).profile.bio;
}

async function feedIdsOf(on: FastifyInstance, viewer: Member) {
  const res = await on.inject({ method: 'GET', url: '/api/profiles?limit=50', headers: { cookie: viewer.cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { profiles: { id: string }[] }).profiles.map((profile) => profile.id);
}

describe('the replica rule', () => {
  it('shows people their own write at once, 100 times out of 100, while the replica replays nothing and while it catches up', async () => {
    // Two writers a phase: 50 profile updates each stay within the hourly quota of profile writes.
    const writeAndRead = async (members: Member[], label: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 100; i++) {
        const writer = await updateBio(app, members[i % 2] as Member, `${label} ${i}`);
        members[i % 2] = writer;
        seen.push(await bioAsSeenBy(app, writer, writer.userId));
      }
      expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => `${label} ${i}`));
    };
    const pausedWriters = [await newMember(app), await newMember(app)];
    await whileReplayPaused(() => writeAndRead(pausedWriters, 'paused'));
    await writeAndRead([await newMember(app), await newMember(app)], 'live');
  });

  it('misses the write on the replica when the reader does not carry its position (the test can fail)', async () => {
    const member = await updateBio(app, await newMember(app), 'before');
    await whileReplayPaused(async () => {
      const after = await updateBio(app, member, 'after');
      expect(await bioAsSeenBy(app, after, member.userId)).toBe('after');
      // The same person, their write's position dropped: the replica answers, without the write.
      expect(await bioAsSeenBy(app, { ...after, cookie: member.cookie.split('; ')[0] ?? '' }, member.userId)).toBe(
        'before',
      );
    });
  });

  it('reads from the replica for someone without a write of their own: what others wrote meanwhile comes as replay goes on', async () => {
    const writer = await updateBio(app, await newMember(app), 'before');
    const reader = await newMember(app);
    const readerWithoutWrites = { ...reader, cookie: reader.cookie.split('; ')[0] ?? '' };
    await whileReplayPaused(async () => {
      await updateBio(app, writer, 'after');
      const joined = await insertPerson(app);
      expect(await bioAsSeenBy(app, readerWithoutWrites, writer.userId)).toBe('before');
      // The feed too (its day of activity is noted on the primary): the person who joined is not in it yet.
      expect(await feedIdsOf(app, readerWithoutWrites)).not.toContain(joined);
    });
    await untilReplayed(primary, replica);
    expect(await bioAsSeenBy(app, readerWithoutWrites, writer.userId)).toBe('after');
  });

  it("notes on the primary the day a feed read on the replica was opened (the score's recent activity)", async () => {
    const reader = await newMember(app);
    await primary.query(`update matching.profiles set active_on = current_date - 30 where id = $1`, [reader.userId]);
    await untilReplayed(primary, replica);
    await whileReplayPaused(() => feedIdsOf(app, reader));
    const { rows } = await primary.query(
      `select active_on = (now() at time zone 'UTC')::date as today from matching.profiles where id = $1`,
      [reader.userId],
    );
    expect(rows).toEqual([{ today: true }]);
  });

  it("keeps a pass out of the passer's own feed at once while the replica lags", async () => {
    const passer = await newMember(app);
    const passed = await insertPerson(app);
    await untilReplayed(primary, replica);
    expect(await feedIdsOf(app, passer)).toContain(passed);
    await whileReplayPaused(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/passes',
        headers: { cookie: passer.cookie },
        payload: { profileId: passed },
      });
      expect(res.statusCode).toBe(204);
      expect(await feedIdsOf(app, keptCookies(passer, res))).not.toContain(passed);
    });
  });

  it("reads on the primary right after the reader's event stream told of a change (a like received), not the replica", async () => {
    const liked = await newMember(app);
    const reader = { ...liked, cookie: liked.cookie.split('; ')[0] ?? '' };
    const liker = await newMember(app);
    const received = async (cookie: string) => {
      const res = await app.inject({ method: 'GET', url: '/api/likes/received', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json<{ count: number }>().count;
    };
    await untilReplayed(primary, replica);
    await whileReplayPaused(async () => {
      const like = await app.inject({
        method: 'POST',
        url: '/api/wishlist',
        headers: { cookie: liker.cookie },
        payload: { userId: liker.userId, profileId: liked.userId },
      });
      expect(like.statusCode).toBe(201);
      expect(await received(reader.cookie)).toBe(0);
      expect(await received(`${reader.cookie}; ${TOLD_OF_CHANGE_COOKIE}=1`)).toBe(1);
    });
  });

  it('answers from the primary while the replica cannot be reached', async () => {
    const closed = new URL(onReplica(databaseUrl));
    closed.port = String(await freePort());
    const withReplicaDown = closedAfterFile(
      await buildTestMatching(billing.url, databaseUrl, { DATABASE_REPLICA_URL: closed.toString() }),
    );
    const member = await updateBio(withReplicaDown, await newMember(withReplicaDown), 'written');
    const reader = await newMember(withReplicaDown);
    expect(await bioAsSeenBy(withReplicaDown, reader, member.userId)).toBe('written');
    expect(await feedIdsOf(withReplicaDown, reader)).toContain(member.userId);
    const likes = await withReplicaDown.inject({
      method: 'GET',
      url: '/api/likes/received',
      headers: { cookie: reader.cookie },
    });
    expect(likes.statusCode).toBe(200);
  });
});
