import { endSessionsOf } from '@wishlist/service-kit';
import { signIn, closedAfterFile, allClosedAfterFile } from '@wishlist/service-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../scripts/lib/event-stream-client.ts';
import { buildTestMatching, like, newMember, type Member, matchingForFile } from './support.ts';

// Two instances on one database. The first pings every 200 ms and ends a stream after 3 s; the second keeps the
// real timing (a ping every 25 s, an hour's lifetime), so whatever ends a stream there within seconds is the
// announcement of the ended session, not a ping.
const PING_MS = 200;
const MAX_LIFETIME_MS = 3000;
const { app, billing, databaseUrl } = await matchingForFile({
  streams: { pingMs: PING_MS, maxLifetimeMs: MAX_LIFETIME_MS },
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const other = closedAfterFile(await buildTestMatching(billing.url, databaseUrl));
const otherUrl = await other.listen({ host: '127.0.0.1', port: 0 });
const streams = allClosedAfterFile<EventStreamClient>();

async function stream(cookie: string, base = url, headers: Record<string, string> = {}) {
  const opened = await openEventStream(`${base}/api/events`, { cookie, ...headers });
  streams.push(opened);
  expect(opened.response.status).toBe(200);
  await opened.next((frame) => frame.retry === '3000');
  return opened;
}
const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').replace(/\.[^.]*$/, '');
const send = (from: Member, to: string, text: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${to}/messages`,
    headers: { cookie: from.cookie },
    payload: { text, clientId: crypto.randomUUID() },
  });

/** Waits for the stream to end, at most `ms`; answers how long it took. */
async function endsWithin(opened: EventStreamClient, ms: number) {
  const started = Date.now();
  await expect(opened.next(() => false, ms)).rejects.toThrow('ended');
  return Date.now() - started;
}

describe('a stream checks its session', () => {
  it('ends at the next ping once its session has expired', async () => {
    const me = await newMember(app);
    const opened = await stream(me.cookie);
    // Still alive over several pings.
    await opened.next((frame) => frame.comment === 'ping');
    await opened.next((frame) => frame.comment === 'ping');
    expect(opened.ended).toBe(false);
    // The session passes its idle timeout or its lifetime: the row is still there, but no longer honoured.
    await app.pool.query(`update session.sessions set expires_at = now() - interval '1 second' where sid = $1`, [
      sidOf(me.cookie),
    ]);
    expect(await endsWithin(opened, 2 * PING_MS + 500)).toBeLessThan(2 * PING_MS + 500);
  });

  it('ends every stream of a session whose row is deleted, on every instance, within 2 s', async () => {
    const [a, b] = [await newMember(app), await newMember(app)];
    expect((await like(app, a, b.userId)).statusCode).toBe(201);
    expect((await like(app, b, a.userId)).statusCode).toBe(201);
    const second = await signIn(app, b.userId);
    const here = await stream(b.cookie);
    const there = await stream(b.cookie, otherUrl);
    const secondThere = await stream(second.cookie, otherUrl);
    const othersStream = await stream(a.cookie, otherUrl);
    // Any deletion of the person's session rows ends their streams: a ban would do just this.
    await app.pool.query(`delete from session.sessions where data ->> 'userId' = $1`, [b.userId]);
    for (const opened of [here, there, secondThere]) expect(await endsWithin(opened, 2000)).toBeLessThan(2000);
    expect(othersStream.ended).toBe(false);
    expect((await send(a, b.userId, 'after the ban')).statusCode).toBe(201);
    expect((await othersStream.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe(
      'after the ban',
    );
    for (const opened of [here, there, secondThere]) {
      expect(opened.frames.some((frame) => frame.event === 'message')).toBe(false);
    }
  });

  it('tells a stream why its session was ended on purpose, in a last frame, on every instance', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000);
    for (const reason of [
      { code: 'SIGNED_OUT_ELSEWHERE' as const },
      { code: 'ACCOUNT_BANNED' as const },
      { code: 'ACCOUNT_SUSPENDED' as const, until },
    ]) {
      const me = await newMember(app);
      const here = await stream(me.cookie);
      const there = await stream(me.cookie, otherUrl);
      await endSessionsOf(app.pool, me.userId, reason);
      for (const opened of [here, there]) {
        const last = await opened.next((frame) => frame.event === 'session-ended', 2000);
        expect(last.id).toBeUndefined();
        expect(JSON.parse(last.data ?? '')).toMatchObject({
          statusCode: 401,
          error: 'Unauthorized',
          code: reason.code,
          ...('until' in reason && { until: until.toISOString() }),
        });
        await endsWithin(opened, 1000);
      }
      // Its reconnect is refused with the same reason (an EventSource cannot read it; GET /api/auth/me can).
      const refused = await fetch(`${url}/api/events`, { headers: { cookie: me.cookie } });
      expect(refused.status).toBe(401);
      expect((await refused.json()).code).toBe(reason.code);
    }
  });

  it('ends a stream without a word when its session was simply deleted or expired', async () => {
    const me = await newMember(app);
    const opened = await stream(me.cookie, otherUrl);
    await app.pool.query('delete from session.sessions where sid = $1', [sidOf(me.cookie)]);
    await endsWithin(opened, 2000);
    expect(opened.frames.some((frame) => frame.event === 'session-ended')).toBe(false);
  });

  it('ends the streams of sessions deleted while the listener was away, when it reconnects', async () => {
    const me = await newMember(app);
    const there = await stream(me.cookie, otherUrl);
    // Every hub's listening connection is cut; the session is deleted before they are back (they retry after 500 ms).
    const { rowCount } = await app.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen sessions_ended'`,
    );
    expect(rowCount).toBe(2);
    await app.pool.query('delete from session.sessions where sid = $1', [sidOf(me.cookie)]);
    expect(await endsWithin(there, 3000)).toBeLessThan(3000);
  });

  it('ends a stream at its maximum lifetime, and the reconnect replays what came after its last event', async () => {
    const [a, b] = [await newMember(app), await newMember(app)];
    expect((await like(app, a, b.userId)).statusCode).toBe(201);
    expect((await like(app, b, a.userId)).statusCode).toBe(201);
    const started = Date.now();
    const opened = await stream(b.cookie);
    expect((await send(a, b.userId, 'first')).statusCode).toBe(201);
    const first = await opened.nextEvent('message');
    await endsWithin(opened, MAX_LIFETIME_MS + 2000);
    const lived = Date.now() - started;
    // Up to a tenth earlier, so streams opened together do not all reconnect together.
    expect(lived).toBeGreaterThanOrEqual(MAX_LIFETIME_MS * 0.9 - PING_MS);
    expect(lived).toBeLessThan(MAX_LIFETIME_MS + 1000);
    expect((await send(a, b.userId, 'while away')).statusCode).toBe(201);
    const again = await stream(b.cookie, url, { 'last-event-id': first.id });
    expect((await again.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe('while away');
  });
});

describe('open streams per person', () => {
  it('answers the sixth stream of a person 429 with Retry-After, and takes one again when one closes', async () => {
    const me = await newMember(app);
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await stream(me.cookie));
    const refused = await fetch(`${url}/api/events`, { headers: { cookie: me.cookie } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_STREAMS',
    });
    // Someone else is not held back by it.
    await stream((await newMember(app)).cookie);
    await five[0]?.close();
    // The closed stream's place is taken back as soon as its connection is gone.
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      const next = await openEventStream(`${url}/api/events`, { cookie: me.cookie });
      streams.push(next);
      status = next.response.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });

  it('counts concurrent opens exactly: of ten at once, five are refused', async () => {
    const me = await newMember(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => openEventStream(`${url}/api/events`, { cookie: me.cookie })),
    );
    streams.push(...answers);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429, 429, 429,
    ]);
  });

  it('gives back the places of streams whose clients went away, also while they were starting', async () => {
    const me = await newMember(app);
    const openBefore = app.eventHub.openStreams;
    for (let i = 0; i < 10; i++) {
      const controller = new AbortController();
      const opening = fetch(`${url}/api/events`, { headers: { cookie: me.cookie }, signal: controller.signal }).catch(
        () => undefined,
      );
      setTimeout(() => controller.abort(), i);
      await opening;
    }
    await vi.waitFor(() => expect(app.eventHub.openStreams).toBe(openBefore));
    for (let i = 0; i < 5; i++) await stream(me.cookie);
  });
});
