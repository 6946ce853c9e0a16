import { allClosedAfterFile } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../scripts/lib/event-stream-client.ts';
import {
  at,
  buildTestMatching,
  insertPerson,
  like,
  newMember,
  type Member,
  matchingForFile,
  serviceHeaders,
} from './support.ts';

const { app, billing, databaseUrl } = await matchingForFile();
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const streams = allClosedAfterFile<EventStreamClient>();

type Tier = 'free' | 'premium' | 'gold';
const member = async (tier: Tier = 'free') => {
  const created = await newMember(app);
  if (tier !== 'free') await billing.setTier(app, created.userId, tier);
  return created;
};
/** Two members who liked each other. */
async function matchedPair(tierA: Tier = 'free', tierB: Tier = 'free'): Promise<[Member, Member]> {
  const [a, b] = [await member(tierA), await member(tierB)];
  expect((await like(app, a, b.userId)).statusCode).toBe(201);
  expect((await like(app, b, a.userId)).json()).toMatchObject({ matched: true });
  return [a, b];
}
const send = (from: Member, to: string, text = 'Hello there', clientId: string = crypto.randomUUID()) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${to}/messages`,
    headers: { cookie: from.cookie },
    payload: { text, clientId },
  });
const read = (who: Member, profileId: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/conversations/${profileId}/messages${query}`,
    headers: { cookie: who.cookie },
  });
const markRead = (who: Member, profileId: string, messageId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${profileId}/read`,
    headers: { cookie: who.cookie },
    payload: { messageId },
  });
const conversations = (who: Member, query = '') =>
  app.inject({ method: 'GET', url: `/api/conversations${query}`, headers: { cookie: who.cookie } });
const unmatch = (who: Member, profileId: string) =>
  app.inject({ method: 'DELETE', url: `/api/wishlist/${who.userId}/${profileId}`, headers: { cookie: who.cookie } });
const stored = async (from: Member) =>
  Number(
    (
      await app.pool.query<{ n: string }>('select count(*) as n from matching.messages where sender_id = $1', [
        from.userId,
      ])
    ).rows[0]?.n,
  );
async function stream(who: Member, headers: Record<string, string> = {}, url = baseUrl, query = '') {
  const opened = await openEventStream(`${url}/api/events${query}`, { cookie: who.cookie, ...headers });
  streams.push(opened);
  expect(opened.response.status).toBe(200);
  await opened.next((frame) => frame.retry === '3000');
  return opened;
}

describe('refusals', () => {
  it('answers 401 to every messaging operation without a session', async () => {
    const id = crypto.randomUUID();
    const calls = [
      app.inject({ method: 'GET', url: '/api/conversations' }),
      app.inject({ method: 'GET', url: `/api/conversations/${id}/messages` }),
      app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, payload: { text: 'hi', clientId: id } }),
      app.inject({ method: 'POST', url: `/api/conversations/${id}/read`, payload: { messageId: id } }),
      app.inject({ method: 'GET', url: '/api/events' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 404 PROFILE_NOT_FOUND for someone who does not exist', async () => {
    const me = await member();
    const nobody = crypto.randomUUID();
    for (const res of [
      await read(me, nobody),
      await send(me, nobody),
      await markRead(me, nobody, crypto.randomUUID()),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PROFILE_NOT_FOUND');
    }
  });

  it('refuses a stranger (never matched) with 403 NOT_MATCHED, and a one-sided like is no match', async () => {
    const [me, stranger] = [await member(), await member()];
    expect((await like(app, me, stranger.userId)).statusCode).toBe(201);
    for (const res of [
      await read(me, stranger.userId),
      await send(me, stranger.userId),
      await markRead(me, stranger.userId, crypto.randomUUID()),
      await send(stranger, me.userId),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_MATCHED');
    }
    expect(await stored(me)).toBe(0);
  });

  it('keeps a conversation from anyone outside it: no read, no send, no marking', async () => {
    const [a, b] = await matchedPair();
    const sent = (await send(a, b.userId, 'only for b')).json();
    const outsider = await member();
    // The outsider names either person: they are matched with neither.
    for (const res of [
      await read(outsider, a.userId),
      await read(outsider, b.userId),
      await send(outsider, b.userId),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_MATCHED');
    }
    // Matched with a, the outsider still cannot mark b's conversation read through their own.
    await like(app, outsider, a.userId);
    await like(app, a, outsider.userId);
    const marked = await markRead(outsider, a.userId, sent.id);
    expect(marked.statusCode).toBe(404);
    expect(marked.json().code).toBe('MESSAGE_NOT_FOUND');
    expect((await read(outsider, a.userId)).json().messages).toEqual([]);
  });

  it('refuses empty and too long texts and malformed ids with 400', async () => {
    const [a, b] = await matchedPair();
    const empty = await send(a, b.userId, ' \n\t ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('EMPTY_MESSAGE');
    const long = await send(a, b.userId, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('MESSAGE_TOO_LONG');
    // 2000 characters after trimming are fine; emoji count as one character each.
    expect((await send(a, b.userId, `  ${'😀'.repeat(2000)}  `)).statusCode).toBe(201);
    expect((await send(a, 'not-a-uuid')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/conversations/${b.userId}/messages`,
          headers: { cookie: a.cookie },
          payload: { text: 'hi', clientId: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await read(a, b.userId, '?before=nonsense')).json().code).toBe('INVALID_CURSOR');
    expect((await conversations(a, '?cursor=nonsense')).json().code).toBe('INVALID_CURSOR');
    const dashes = Buffer.from(`c|123|${'-'.repeat(36)}`).toString('base64url');
    expect((await conversations(a, `?cursor=${dashes}`)).json().code).toBe('INVALID_CURSOR');
    expect(await stored(a)).toBe(1);
  });
});

describe('sending', () => {
  it('delivers a message to both sides, counts it unread for the receiver and marks it read', async () => {
    const [a, b] = await matchedPair();
    const res = await send(a, b.userId, '  Hi! Coffee on Sunday?  ');
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ mine: true, text: 'Hi! Coffee on Sunday?' });
    expect(message).not.toHaveProperty('readAt');

    const list = (await conversations(b)).json();
    expect(list.unreadTotal).toBe(1);
    expect(list.conversations[0]).toMatchObject({
      profile: { id: a.userId, name: expect.any(String) },
      unreadCount: 1,
      open: true,
      lastMessage: { id: message.id, mine: false },
    });
    expect((await read(b, a.userId)).json()).toMatchObject({
      open: true,
      profile: { id: a.userId },
      messages: [{ id: message.id, mine: false }],
    });

    expect((await markRead(b, a.userId, message.id)).statusCode).toBe(204);
    expect((await conversations(b)).json()).toMatchObject({ unreadTotal: 0, conversations: [{ unreadCount: 0 }] });
  });

  it('lists a match without messages, with the match time as its last activity', async () => {
    const [a, b] = await matchedPair();
    const [row] = (await conversations(a)).json().conversations;
    expect(row).toMatchObject({ profile: { id: b.userId }, lastMessage: null, unreadCount: 0, open: true });
    expect(Date.now() - Date.parse(row.lastActivityAt)).toBeLessThan(60_000);
  });

  it('stores one message for a retried clientId, also when the retries race', async () => {
    const [a, b] = await matchedPair();
    const clientId = crypto.randomUUID();
    const first = await send(a, b.userId, 'once', clientId);
    const again = await send(a, b.userId, 'once', clientId);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const racing = crypto.randomUUID();
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => send(a, b.userId, 'race', racing))))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(await stored(a)).toBe(2);
    // The same clientId for another conversation is a client's mistake, not a retry.
    const other = await member();
    await like(app, a, other.userId);
    await like(app, other, a.userId);
    expect((await send(a, other.userId, 'once', clientId)).json().code).toBe('CLIENT_ID_REUSED');
  });

  it("refuses a free member's 21st message of the UTC day with 429 and stores nothing, even when sent all at once", async () => {
    const [a, b] = await matchedPair();
    const statuses = (await Promise.all(Array.from({ length: 25 }, (_, i) => send(a, b.userId, `message ${i}`)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = await send(a, b.userId, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'MESSAGE_LIMIT_REACHED',
      message: expect.stringContaining('00:00 UTC'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect(await stored(a)).toBe(20);
    expect(
      (await app.inject({ method: 'GET', url: '/api/entitlements', headers: { cookie: a.cookie } })).json().used
        .messagesToday,
    ).toBe(20);
    // The other person's own count is theirs.
    expect((await send(b, a.userId, 'still fine')).statusCode).toBe(201);
  });

  it('lets premium and gold members send without a daily limit', async () => {
    for (const tier of ['premium', 'gold'] as const) {
      const [a, b] = await matchedPair(tier);
      for (let i = 0; i < 22; i++) expect((await send(a, b.userId, `message ${i}`)).statusCode).toBe(201);
      expect(
        (await app.inject({ method: 'GET', url: '/api/entitlements', headers: { cookie: a.cookie } })).json().used
          .messagesToday,
      ).toBe(22);
    }
  });
});

describe('read receipts', () => {
  it('tell a gold sender when their message was read, in every answer and event, and never anyone else', async () => {
    const [gold, free] = await matchedPair('gold', 'free');
    const [goldStream, freeStream] = [await stream(gold), await stream(free)];
    const toFree = (await send(gold, free.userId, 'from gold')).json();
    expect(toFree).toMatchObject({ mine: true, readAt: null });
    expect((await goldStream.nextEvent<{ message: object }>('message')).data.message).toMatchObject({
      id: toFree.id,
      mine: true,
      readAt: null,
    });
    expect((await freeStream.nextEvent<{ message: object }>('message')).data.message).not.toHaveProperty('readAt');
    const toGold = (await send(free, gold.userId, 'from free')).json();
    expect(toGold).not.toHaveProperty('readAt');
    expect((await freeStream.nextEvent<{ message: object }>('message')).data.message).not.toHaveProperty('readAt');

    expect((await markRead(free, gold.userId, toFree.id)).statusCode).toBe(204);
    expect((await markRead(gold, free.userId, toGold.id)).statusCode).toBe(204);
    const receipt = await goldStream.nextEvent<{ profileId: string; upToMessageId: string; readAt: string }>('read');
    expect(receipt.data).toMatchObject({
      profileId: free.userId,
      upToMessageId: toFree.id,
      readAt: expect.any(String),
    });

    // Gold sees when its message was read; the free sender is never told, in any answer.
    const goldView = (await read(gold, free.userId)).json().messages;
    expect(goldView.find((m: { id: string }) => m.id === toFree.id).readAt).toBe(receipt.data.readAt);
    expect(goldView.find((m: { id: string }) => m.id === toGold.id)).not.toHaveProperty('readAt');
    const freeView = JSON.stringify([(await read(free, gold.userId)).json(), (await conversations(free)).json()]);
    expect(freeView).not.toContain('readAt');
    expect((await conversations(gold)).json().conversations[0].lastMessage).not.toHaveProperty('readAt');
    // Nor in the stream: the free sender got no `read` event, and a replay of everything has none either.
    await send(gold, free.userId, 'marker');
    await freeStream.nextEvent('message');
    expect(freeStream.frames.some((f) => f.event === 'read')).toBe(false);
    const replayed = await stream(free, { 'last-event-id': '0' });
    await replayed.next((f) => f.event === 'message' && f.data?.includes('marker') === true);
    expect(JSON.stringify(replayed.frames)).not.toContain('readAt');
  });
});

// Issue 44, item 6: a plan bought later told every earlier read, and nobody could refuse read receipts.
describe('read receipts, as a reader', () => {
  it('are never retroactive, and a reader who turns them off is never told of, even once they are back on', async () => {
    const [sender, reader] = await matchedPair('free', 'free');
    const senderStream = await stream(sender);
    const readAtOf = async (messageId: string) =>
      (await read(sender, reader.userId)).json().messages.find((m: { id: string }) => m.id === messageId).readAt;
    const sentAndRead = async (text: string) => {
      const { id } = (await send(sender, reader.userId, text)).json() as { id: string };
      expect((await markRead(reader, sender.userId, id)).statusCode).toBe(204);
      return id;
    };
    const shareReadReceipts = async (share: boolean) => {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: reader.cookie },
        payload: { shareReadReceipts: share },
      });
      expect(res.json().profile.shareReadReceipts).toBe(share);
    };

    const beforeGold = await sentAndRead('read while the sender was free');
    await billing.setTier(app, sender.userId, 'gold');
    expect(await readAtOf(beforeGold)).toBeNull();

    await shareReadReceipts(false);
    const whileOff = await sentAndRead('read while receipts were off');
    await shareReadReceipts(true);
    expect(await readAtOf(whileOff)).toBeNull();
    // No `read` event either: the reader's next message arrives with none before it.
    await send(reader, sender.userId, 'marker');
    await senderStream.next((f) => f.event === 'message' && f.data?.includes('marker') === true);
    expect(senderStream.frames.some((f) => f.event === 'read')).toBe(false);

    const shared = await sentAndRead('read while shared, on gold');
    expect(await readAtOf(shared)).toEqual(expect.any(String));
    const exported = await app.inject({
      method: 'GET',
      url: `/internal/matching/users/${sender.userId}/export`,
      headers: serviceHeaders,
    });
    expect(
      exported
        .json()
        .messagesYouSent.map(({ text, readAt }: { text: string; readAt: string | null }) => [text, !!readAt]),
    ).toEqual([
      ['read while the sender was free', false],
      ['read while receipts were off', false],
      ['read while shared, on gold', true],
    ]);
  });
});

const opened = (who: Member | null, profileId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${profileId}/opened`,
    headers: who ? { cookie: who.cookie } : {},
  });
const matchesOf = async (who: Member) =>
  (await app.inject({ method: 'GET', url: `/api/matches/${who.userId}`, headers: { cookie: who.cookie } })).json()
    .matches as { profile: { id: string }; opened: boolean }[];

describe('new matches', () => {
  it('are new to each person until they open the conversation, counted over all pages, on the server', async () => {
    const [a, b] = await matchedPair();
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await conversations(who, '?limit=1')).json()).toMatchObject({ newMatchTotal: 1, unreadTotal: 0 });
      expect(await matchesOf(who)).toEqual([
        expect.objectContaining({ profile: expect.objectContaining({ id: other.userId }), opened: false }),
      ]);
    }
    // A message does not open it for the reader; opening does, for the opener alone, and twice changes nothing.
    expect((await send(b, a.userId, 'Hi!')).statusCode).toBe(201);
    expect((await opened(a, b.userId)).statusCode).toBe(204);
    expect((await opened(a, b.userId)).statusCode).toBe(204);
    expect((await conversations(a)).json()).toMatchObject({ newMatchTotal: 0, unreadTotal: 1 });
    expect((await matchesOf(a))[0]?.opened).toBe(true);
    expect((await conversations(b)).json().newMatchTotal).toBe(1);
    // An unmatch takes a new match out of the count.
    const [c, d] = await matchedPair();
    expect((await conversations(d)).json().newMatchTotal).toBe(1);
    await app.inject({ method: 'DELETE', url: `/api/matches/${c.userId}/${d.userId}`, headers: { cookie: c.cookie } });
    expect((await conversations(d)).json().newMatchTotal).toBe(0);
  });

  it('refuses a guest (401), a bad id (400), someone never matched (403) and nobody (404)', async () => {
    const [a, stranger] = [await member(), await member()];
    expect((await opened(null, stranger.userId)).statusCode).toBe(401);
    expect((await opened(a, 'nope')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await opened(a, stranger.userId)).json()).toMatchObject({ statusCode: 403, code: 'NOT_MATCHED' });
    expect((await opened(a, crypto.randomUUID())).json()).toMatchObject({ statusCode: 404, code: 'PROFILE_NOT_FOUND' });
  });
});

describe('closing', () => {
  it('closes the conversation when either removes the other: history kept, sending refused, both told', async () => {
    const [a, b] = await matchedPair();
    const [streamA, streamB] = [await stream(a), await stream(b)];
    const message = (await send(a, b.userId, 'before the end')).json();
    expect((await unmatch(b, a.userId)).statusCode).toBe(204);
    expect((await streamA.nextEvent('conversation-closed')).data).toEqual({ profileId: b.userId });
    expect((await streamB.nextEvent('conversation-closed')).data).toEqual({ profileId: a.userId });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const refused = await send(from, to.userId, 'after');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('CONVERSATION_CLOSED');
    }
    expect((await read(a, b.userId)).json()).toMatchObject({
      open: false,
      messages: [{ id: message.id, text: 'before the end' }],
    });
    expect((await conversations(a)).json().conversations).toEqual([
      expect.objectContaining({ open: false, lastMessage: expect.objectContaining({ id: message.id }) }),
    ]);
    // A match that closed without messages is not listed.
    const [c, d] = await matchedPair();
    await unmatch(c, d.userId);
    expect((await conversations(d)).json().conversations).toEqual([]);
    // Liked again: open again, with its history.
    expect((await like(app, b, a.userId)).json().matched).toBe(true);
    expect((await send(b, a.userId, 'hello again')).statusCode).toBe(201);
    expect((await read(a, b.userId)).json().messages).toHaveLength(2);
  });
});

describe('paging', () => {
  it('pages a conversation backwards, oldest to newest within a page, with no gaps or repeats', async () => {
    const [a, b] = await matchedPair('premium');
    const sent: string[] = [];
    for (let i = 0; i < 7; i++) sent.push((await send(i % 2 ? b : a, i % 2 ? a.userId : b.userId, `m${i}`)).json().id);
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page: { messages: { id: string }[]; nextCursor: string | null } = (
        await read(a, b.userId, `?limit=3${cursor ? `&before=${cursor}` : ''}`)
      ).json();
      pages.push(page.messages.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([sent.slice(4), sent.slice(1, 4), sent.slice(0, 1)]);
  });

  it('pages the conversation list newest activity first, with the unread total over all of them', async () => {
    const me = await member('gold');
    const people: Member[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await member();
      await like(app, me, other.userId);
      await like(app, other, me.userId);
      people.push(other);
    }
    // The oldest match writes last: it comes first.
    expect((await send(at(people, 0), me.userId, 'latest')).statusCode).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { conversations: { profile: { id: string } }[]; nextCursor: string | null; unreadTotal: number } = (
        await conversations(me, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.unreadTotal).toBe(1);
      seen.push(...page.conversations.map((c) => c.profile.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([people[0], ...people.slice(1).reverse()].map((p) => p?.userId));
  });
});

describe('the event stream', () => {
  it('tells both people of a new match', async () => {
    const [a, b] = [await member(), await member()];
    const [streamA, streamB] = [await stream(a), await stream(b)];
    await like(app, a, b.userId);
    await like(app, b, a.userId);
    expect((await streamA.nextEvent<{ profile: { id: string } }>('match')).data.profile).toMatchObject({
      id: b.userId,
      name: expect.any(String),
      imageURL: expect.any(String),
    });
    expect((await streamB.nextEvent<{ profile: { id: string } }>('match')).data.profile.id).toBe(a.userId);
  });

  it("tells a demo person's match at once, when they like back", async () => {
    // Demo people like back only on an instance started with DEMO_PEOPLE (npm start's); the stream is on the other.
    const demo = await buildTestMatching(billing.url, databaseUrl, { DEMO_PEOPLE: 'true' });
    try {
      const a = await member();
      const streamA = await stream(a);
      const { rows } = await app.pool.query<{ id: string }>(
        `update matching.profiles set likes_back = true where id = $1 returning id`,
        [await insertPerson(app)],
      );
      expect((await like(demo, a, rows[0]?.id ?? '')).json().matched).toBe(true);
      expect((await streamA.nextEvent<{ profile: { id: string } }>('match')).data.profile.id).toBe(rows[0]?.id);
    } finally {
      await demo.close();
    }
  });

  it("names the other person in each one's message event, as their conversation shows them", async () => {
    const [a, b] = await matchedPair();
    const [streamA, streamB] = [await stream(a), await stream(b)];
    await send(a, b.userId, 'Who is this?');
    const nameIn = async (who: Member, other: Member) =>
      (await conversations(who))
        .json()
        .conversations.find((conversation: { profile: { id: string } }) => conversation.profile.id === other.userId)
        ?.profile.name;
    const [toSender, toRecipient] = [
      await streamA.nextEvent<{ name: string; message: { mine: boolean } }>('message'),
      await streamB.nextEvent<{ name: string; message: { mine: boolean } }>('message'),
    ];
    expect(toRecipient.data).toMatchObject({ name: await nameIn(b, a), message: { mine: false } });
    expect(toSender.data).toMatchObject({ name: await nameIn(a, b), message: { mine: true } });
    expect(toRecipient.data.name).not.toBe(toSender.data.name);
  });

  it('replays what was missed after Last-Event-ID, in order, and only that', async () => {
    const [a, b] = await matchedPair();
    const first = await stream(b);
    await send(a, b.userId, 'one');
    const seen = await first.nextEvent<{ message: { text: string } }>('message');
    await first.close();
    await send(a, b.userId, 'two');
    await send(a, b.userId, 'three');
    const again = await stream(b, { 'last-event-id': seen.id });
    const texts = [
      (await again.nextEvent<{ message: { text: string } }>('message')).data.message.text,
      (await again.nextEvent<{ message: { text: string } }>('message')).data.message.text,
    ];
    expect(texts).toEqual(['two', 'three']);
    await send(a, b.userId, 'four');
    expect((await again.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe('four');
    // A fresh stream starts now: nothing old.
    const fresh = await stream(b);
    await send(a, b.userId, 'five');
    expect((await fresh.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe('five');
  });

  it('replays what was made while the page loaded (pageAgeMs), at most its last 30 s, and nothing older', async () => {
    const [a, b] = await matchedPair();
    await send(a, b.userId, 'before the page');
    await app.pool.query(`update matching.events set created_at = now() - interval '1 minute' where user_id = $1`, [
      b.userId,
    ]);
    await send(a, b.userId, 'while it loaded');
    const loaded = await stream(b, {}, baseUrl, '?pageAgeMs=86400000');
    expect((await loaded.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe(
      'while it loaded',
    );
    await send(a, b.userId, 'after');
    expect((await loaded.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe('after');
    // A page that started just now was told of nothing before it.
    const justNow = await stream(b, {}, baseUrl, '?pageAgeMs=0');
    await send(a, b.userId, 'next');
    expect((await justNow.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe('next');
  });

  it('refuses a pageAgeMs that is not a whole number of milliseconds with 400', async () => {
    const me = await member();
    const res = await app.inject({ method: 'GET', url: '/api/events?pageAgeMs=-5', headers: { cookie: me.cookie } });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION']);
  });

  it('refuses a malformed Last-Event-ID with 400', async () => {
    const me = await member();
    const res = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { cookie: me.cookie, 'last-event-id': 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('delivers between two instances on one database: sent on A, it arrives on a stream opened on B', async () => {
    const other = await buildTestMatching(billing.url, databaseUrl);
    try {
      const otherUrl = await other.listen({ host: '127.0.0.1', port: 0 });
      const [a, b] = await matchedPair();
      const onB = await stream(b, {}, otherUrl);
      const sentOnA = (await send(a, b.userId, 'across instances')).json();
      expect((await onB.nextEvent<{ profileId: string; message: { id: string } }>('message')).data).toMatchObject({
        profileId: a.userId,
        message: { id: sentOnA.id, mine: false },
      });
      await onB.close();
    } finally {
      await other.close();
    }
  });

  it('ends open streams when the app closes, so closing never waits on them', async () => {
    const other = await buildTestMatching(billing.url, databaseUrl);
    const otherUrl = await other.listen({ host: '127.0.0.1', port: 0 });
    const me = await member();
    const open = await stream(me, {}, otherUrl);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(open.next(() => false, 2000)).rejects.toThrow('ended');
  });
});
