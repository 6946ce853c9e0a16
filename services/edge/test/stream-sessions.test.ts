import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { openEventStream, type EventStreamClient } from '../../../scripts/lib/event-stream-client.ts';
import { startServicesBehindEdge, type ServicesBehindEdge } from './stack.ts';

// The three services and the edge in-process on one test database, talking over real sockets: a stream is opened
// through the edge as the browser opens it, and the session is ended by identity's real operations.
let services: ServicesBehindEdge;
let matching: FastifyInstance;
let edgeUrl: string;
const streams: EventStreamClient[] = [];
beforeAll(async () => {
  services = await startServicesBehindEdge();
  matching = services.matching;
  edgeUrl = await services.edge.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await services?.close();
});

/** A browser on the app's origin (real sockets through the edge) keeping the session cookie it is given. */
function browser() {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie ?? '';
    },
    async send(method: string, path: string, body?: object) {
      const res = await fetch(`${edgeUrl}${path}`, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (set) {
        const value = set.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
        cookie = value === '' ? undefined : `${SESSION_COOKIE}=${value}`;
      }
      return res;
    },
  };
}
type Browser = ReturnType<typeof browser>;

/** A new account, signed up (the code read in the demo mailbox) and given a profile others can see. */
async function member() {
  const account = { username: `m_${crypto.randomUUID().slice(0, 8)}`, password: 'violet-kettle-93' };
  const email = `${account.username}@example.com`;
  const client = browser();
  const sent = await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: email });
  expect(sent.status).toBe(200);
  const code = codeIn(await waitForMail(async (path) => (await client.send('GET', path)).json(), email));
  expect((await client.send('POST', '/api/auth/verify-code', { contact: email, code })).status).toBe(200);
  const registered = await client.send('POST', '/api/auth/register', {
    ...account,
    email,
    verificationMethod: 'email',
  });
  expect(registered.status).toBe(201);
  const userId: string = (await registered.json()).user.id;
  expect((await client.send('PATCH', '/api/profile', { firstName: 'Stream', birthDate: '1994-02-03' })).status).toBe(
    200,
  );
  return { ...account, userId, client };
}
type Member = Awaited<ReturnType<typeof member>>;

async function matchedPair() {
  const [a, b] = [await member(), await member()];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    expect(
      (await from.client.send('POST', '/api/wishlist', { userId: from.userId, profileId: to.userId })).status,
    ).toBe(201);
  }
  return [a, b] as const;
}

/** Another device of the member: a second sign-in, a second session. */
async function signInAgain(who: Member) {
  const device = browser();
  expect(
    (await device.send('POST', '/api/auth/login', { username: who.username, password: who.password })).status,
  ).toBe(200);
  return device;
}

async function openStream(client: Browser) {
  const stream = await openEventStream(`${edgeUrl}/api/events`, { cookie: client.cookie });
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  await stream.next((frame) => frame.retry === '3000');
  return stream;
}

const send = async (from: Member, to: Member, text: string) => {
  const res = await from.client.send('POST', `/api/conversations/${to.userId}/messages`, {
    text,
    clientId: crypto.randomUUID(),
  });
  expect(res.status).toBe(201);
};

/** Waits for the stream to end, at most `ms`; answers how long it took. */
async function endsWithin(stream: EventStreamClient, ms: number) {
  const started = Date.now();
  await expect(stream.next(() => false, ms)).rejects.toThrow('ended');
  return Date.now() - started;
}

/** No message arrived on the stream after `text`'s predecessors: it read nothing of `text`. */
const neverRead = (stream: EventStreamClient, text: string) =>
  expect(stream.frames.some((frame) => frame.event === 'message' && frame.data?.includes(text))).toBe(false);

describe('a stream ends with its session (through the edge)', () => {
  it('ends within 2 s of sign-out and reads no message sent after it', async () => {
    const [a, b] = await matchedPair();
    const stream = await openStream(b.client);
    await send(a, b, 'before sign-out');
    expect((await stream.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe(
      'before sign-out',
    );
    const started = Date.now();
    expect((await b.client.send('POST', '/api/auth/logout')).status).toBe(204);
    await endsWithin(stream, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    await send(a, b, 'after sign-out');
    neverRead(stream, 'after sign-out');
    // Reconnecting with the old cookie is refused: the browser's EventSource gives up on a 401.
    expect((await fetch(`${edgeUrl}/api/events`, { headers: { cookie: b.client.cookie } })).status).toBe(401);
  });

  it('ends only the stream of the session that signed out, not those of the same person elsewhere', async () => {
    const [a, b] = await matchedPair();
    const phone = await signInAgain(b);
    const [onLaptop, onPhone] = [await openStream(b.client), await openStream(phone)];
    expect((await phone.send('POST', '/api/auth/logout')).status).toBe(204);
    await endsWithin(onPhone, 2000);
    await send(a, b, 'still here');
    expect((await onLaptop.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe('still here');
  });

  it('ends every stream of the person within 2 s of a password reset', async () => {
    const [a, b] = await matchedPair();
    const phone = await signInAgain(b);
    const both = [await openStream(b.client), await openStream(phone)];
    expect((await browser().send('POST', '/api/auth/password-reset', { username: b.username })).status).toBe(202);
    // The link as it was mailed: its token is known here by writing its hash in place of the one identity made.
    const token = crypto.randomUUID();
    const { rowCount } = await matching.pool.query(
      `update identity.password_resets r set token_hash = $1 from identity.accounts a where a.id = r.account_id and a.username = $2`,
      [createHash('sha256').update(token).digest('base64url'), b.username],
    );
    expect(rowCount).toBe(1);
    const started = Date.now();
    expect(
      (await browser().send('POST', '/api/auth/password-reset/confirm', { token, password: 'amber-lantern-58' }))
        .status,
    ).toBe(204);
    for (const stream of both) await endsWithin(stream, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    await send(a, b, 'after the reset');
    for (const stream of both) neverRead(stream, 'after the reset');
  });

  it('ends the streams of the other sessions within 2 s of a password change; this device goes on under its new session', async () => {
    const [a, b] = await matchedPair();
    const phone = await signInAgain(b);
    const [onLaptop, onPhone] = [await openStream(b.client), await openStream(phone)];
    const started = Date.now();
    const changed = await b.client.send('POST', '/api/account/password', {
      currentPassword: b.password,
      newPassword: 'amber-lantern-58',
    });
    expect(changed.status).toBe(204);
    // Both end: the phone's session is gone, and the laptop's old session id was replaced (its browser reconnects).
    for (const stream of [onPhone, onLaptop]) await endsWithin(stream, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await fetch(`${edgeUrl}/api/events`, { headers: { cookie: phone.cookie } })).status).toBe(401);
    const reconnected = await openStream(b.client);
    await send(a, b, 'after the change');
    expect((await reconnected.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe(
      'after the change',
    );
    neverRead(onPhone, 'after the change');
  });

  it('ends every stream of the person within 2 s of deleting the account', async () => {
    const [, b] = await matchedPair();
    const phone = await signInAgain(b);
    const both = [await openStream(b.client), await openStream(phone)];
    const started = Date.now();
    const deleted = await b.client.send('DELETE', '/api/account', { username: b.username, password: b.password });
    expect([202, 204]).toContain(deleted.status);
    for (const stream of both) await endsWithin(stream, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ends every stream of a banned person within 2 s; their sign-in and a new signup with their address are refused', async () => {
    const [a, b] = await matchedPair();
    const both = [await openStream(b.client), await openStream(await signInAgain(b))];
    expect((await a.client.send('POST', '/api/reports', { profileId: b.userId, reason: 'harassment' })).status).toBe(
      201,
    );
    const moderator = await member();
    expect((await moderator.client.send('GET', `/api/profiles/${b.userId}`)).status).toBe(200);
    expect((await moderator.client.send('GET', '/api/moderation/reports')).status).toBe(403);
    await matching.pool.query(`update identity.accounts set role = 'moderator' where username = $1`, [
      moderator.username,
    ]);
    const started = Date.now();
    const banned = await moderator.client.send('POST', '/api/moderation/actions', {
      profileId: b.userId,
      action: 'ban',
      reason: 'Threats in chat.',
    });
    expect(banned.status).toBe(201);
    for (const stream of both) await endsWithin(stream, 2000);
    expect(Date.now() - started).toBeLessThan(2000);

    const signIn = await browser().send('POST', '/api/auth/login', { username: b.username, password: b.password });
    expect([signIn.status, (await signIn.json()).code]).toEqual([401, 'ACCOUNT_BANNED']);
    const signUp = await browser().send('POST', '/api/auth/send-verification', {
      method: 'email',
      contact: `${b.username}@example.com`,
    });
    expect([signUp.status, (await signUp.json()).code]).toEqual([403, 'EMAIL_BANNED']);
    expect((await moderator.client.send('GET', `/api/profiles/${b.userId}`)).status).toBe(404);
    const audit = await (await moderator.client.send('GET', `/api/moderation/audit?profileId=${b.userId}`)).json();
    expect(audit.entries).toMatchObject([
      { action: 'ban', profileId: b.userId, moderator: { id: moderator.userId }, reason: 'Threats in chat.' },
    ]);
  });
});
