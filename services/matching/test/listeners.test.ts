import { allClosedAfterFile, createTestDatabase, throughPooler } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../scripts/lib/event-stream-client.ts';
import { like, matchingForFile, newMember, type Member } from './support.ts';

// Requests' queries through the pooler (transaction mode), the listeners on PostgreSQL itself.
const databaseUrl = await createTestDatabase();
const { app } = await matchingForFile({
  databaseUrl: throughPooler(databaseUrl),
  env: { DATABASE_DIRECT_URL: databaseUrl },
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const streams = allClosedAfterFile<EventStreamClient>();

async function stream(cookie: string) {
  const opened = await openEventStream(`${url}/api/events`, { cookie });
  streams.push(opened);
  expect(opened.response.status).toBe(200);
  return opened;
}

const send = (from: Member, to: string, text: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${to}/messages`,
    headers: { cookie: from.cookie },
    payload: { text, clientId: crypto.randomUUID() },
  });

/** Two members who matched, the second holding an event stream. */
async function matchedPair() {
  const [a, b] = [await newMember(app), await newMember(app)];
  expect((await like(app, a, b.userId)).statusCode).toBe(201);
  expect((await like(app, b, a.userId)).statusCode).toBe(201);
  return { a, b, bStream: await stream(b.cookie) };
}

/** Ends the connections that LISTEN on the test database, as a PostgreSQL restart or a network cut would. */
async function killListeners() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    expect(rowCount).toBe(2); // the event hub's and the entitlement sync's
  } finally {
    await client.end();
  }
}

/** Asks /ready until it answers `status` (within the test's time). */
async function readyAnswers(instance: FastifyInstance, status: number) {
  for (;;) {
    const res = await instance.inject({ method: 'GET', url: '/ready' });
    if (res.statusCode === status) return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('listeners on DATABASE_DIRECT_URL while requests go through a transaction pooler', () => {
  it('deliver a message to the stream of its recipient', async () => {
    const { a, b, bStream } = await matchedPair();
    expect((await send(a, b.userId, 'through the pooler')).statusCode).toBe(201);
    expect((await bStream.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe(
      'through the pooler',
    );
  });

  it('make /ready answer 503 while they are down and 200 once they are back, then deliver again', async () => {
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const { a, b, bStream } = await matchedPair();
    await killListeners();
    const down = await readyAnswers(app, 503);
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('listener') });
    await readyAnswers(app, 200);
    expect((await send(a, b.userId, 'after the reconnect')).statusCode).toBe(201);
    expect((await bStream.nextEvent<{ message: { text: string } }>('message')).data.message.text).toBe(
      'after the reconnect',
    );
  });
});
