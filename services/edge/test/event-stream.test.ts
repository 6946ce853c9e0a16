import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv, TEST_SECRETS } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../scripts/lib/event-stream-client.ts';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';
import { startTestStack } from './stack.ts';

// Matching behind the edge, both in this process (so the test sees matching's open streams); billing is away.
/** A short upstream timeout, which the stream must outlive, and pings that show it alive after it. */
const UPSTREAM_TIMEOUT_MS = 500;
const PING_MS = 300;
let matching: FastifyInstance;
let edge: FastifyInstance;
let edgeUrl: string;
let matchingUrl: string;
beforeAll(async () => {
  const env = testEnv(await createTestDatabase(), { BILLING_URL: `http://127.0.0.1:${await freePort()}` });
  matching = await buildMatchingApp(loadConfig(matchingConfig, env), { streams: { pingMs: PING_MS } });
  matchingUrl = await matching.listen({ host: '127.0.0.1', port: 0 });
  edge = await buildEdgeApp(
    loadConfig(edgeConfig, {
      MATCHING_URL: matchingUrl,
      LOG_LEVEL: 'silent',
      EDGE_UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    }),
  );
  edgeUrl = await edge.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await edge?.close();
  await matching?.close();
});

/** A member with a profile others can see, signed in. */
async function member() {
  const { userId, cookie } = await signIn(matching);
  const headers = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };
  expect(
    (
      await matching.inject({
        method: 'POST',
        url: '/internal/profiles',
        headers,
        payload: { userId, username: `m${userId.slice(0, 8)}` },
      })
    ).statusCode,
  ).toBe(201);
  const details = { firstName: 'Edge', birthDate: '1994-02-03' };
  expect(
    (await matching.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload: details })).statusCode,
  ).toBe(200);
  return { userId, cookie };
}
const api = (path: string, cookie: string, init: RequestInit = {}) =>
  fetch(`${edgeUrl}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
async function matchedPair() {
  const [a, b] = [await member(), await member()];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    expect(
      (
        await api('/api/wishlist', from.cookie, {
          method: 'POST',
          body: JSON.stringify({ userId: from.userId, profileId: to.userId }),
        })
      ).status,
    ).toBe(201);
  }
  return [a, b] as const;
}
const eventually = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
};

describe('the event stream through the edge', () => {
  it('flows with the session cookie, uncompressed, past the upstream timeout, and closes upstream when the client goes', async () => {
    const [a, b] = await matchedPair();
    const stream = await openEventStream(`${edgeUrl}/api/events`, { cookie: b.cookie, 'accept-encoding': 'br, gzip' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await stream.next((frame) => frame.retry === '3000');
    // Quiet for longer than the edge waits on an ordinary answer: a ping still comes through after that time.
    const opened = performance.now();
    while (performance.now() - opened < UPSTREAM_TIMEOUT_MS) await stream.next((frame) => frame.comment === 'ping');
    const sent = await api(`/api/conversations/${b.userId}/messages`, a.cookie, {
      method: 'POST',
      body: JSON.stringify({ text: 'through the edge', clientId: crypto.randomUUID() }),
    });
    expect(sent.status).toBe(201);
    const event = await stream.nextEvent<{ profileId: string; message: { text: string; mine: boolean } }>('message');
    expect(event.data).toMatchObject({ profileId: a.userId, message: { text: 'through the edge', mine: false } });
    expect(matching.eventHub.openStreams).toBe(1);
    await stream.close();
    await eventually(() => matching.eventHub.openStreams === 0);
  });

  it('answers 401 in the error shape without a session', async () => {
    const res = await fetch(`${edgeUrl}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('ends open streams when the edge closes, so closing never waits on them', async () => {
    const other = await buildEdgeApp(loadConfig(edgeConfig, { MATCHING_URL: matchingUrl, LOG_LEVEL: 'silent' }));
    const url = await other.listen({ host: '127.0.0.1', port: 0 });
    const { cookie } = await member();
    const stream = await openEventStream(`${url}/api/events`, { cookie });
    await stream.next((frame) => frame.retry === '3000');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(stream.next(() => false, 2000)).rejects.toThrow('ended');
    await eventually(() => matching.eventHub.openStreams === 0);
  });
});

describe('the whole stack', () => {
  // Starting the stack takes long on a busy machine; stopping it is what is measured.
  it('stops without waiting on an open stream', { timeout: 180_000 }, async () => {
    const stack = await startTestStack();
    const { cookie } = await stack.signIn();
    const stream = await openEventStream(`${stack.url}/api/events`, { cookie });
    expect(stream.response.status).toBe(200);
    await stream.next((frame) => frame.retry === '3000');
    const started = Date.now();
    await stack.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(stream.next(() => false, 2000)).rejects.toThrow('ended');
  });
});
