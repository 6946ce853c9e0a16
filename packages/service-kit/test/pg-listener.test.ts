import { setTimeout as delay } from 'node:timers/promises';
import { type PgListener, pgListener } from '@wishlist/service-kit';
import { createTestDatabase } from '@wishlist/service-kit/testing';
import Fastify from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';

let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
});

const log = Fastify({ logger: false }).log;

/** Resolves once no connection of the database listens on `channel` any more: the listener's stop has ended its own. */
async function listenerGone(channel: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const listening = async () =>
      (await admin.query('select 1 from pg_stat_activity where query = $1', [`listen ${channel}`])).rowCount;
    while (await listening()) await delay(10);
  } finally {
    await admin.end();
  }
}

/**
 * Stops `listener` while `work` is unfinished, finishes it only once the listener's connection is gone (the rest of
 * stopping is done), and answers in which order the work and the stop ended.
 */
async function stopDuring(listener: PgListener, channel: string, finishWork: () => void) {
  const order: string[] = [];
  const stopped = listener.stop().then(() => order.push('stopped'));
  await listenerGone(channel);
  order.push('work done');
  finishWork();
  await stopped;
  return order;
}

// The service closes its ORM right after the listener stops: work still running on the ORM then could take a
// connection its ending pool never gets back, and the close would wait forever.
describe('stopping a listener', () => {
  it('waits for a catch-up still running', async () => {
    const { promise: caughtUp, resolve: finishCatchUp } = Promise.withResolvers<boolean>();
    const { promise: catchingUp, resolve: catchUpBegan } = Promise.withResolvers<undefined>();
    const listener = pgListener({
      databaseUrl,
      channels: { test_catch_up: () => undefined },
      log,
      catchUp: () => {
        catchUpBegan(undefined);
        return caughtUp;
      },
    });
    const started = listener.start();
    await catchingUp;
    expect(await stopDuring(listener, 'test_catch_up', () => finishCatchUp(true))).toEqual(['work done', 'stopped']);
    await started;
  });

  it('waits for the work of a notification', async () => {
    const { promise: applied, resolve: finishApplying } = Promise.withResolvers<undefined>();
    const { promise: notified, resolve: wasNotified } = Promise.withResolvers<string>();
    const listener = pgListener({
      databaseUrl,
      channels: {
        test_notification: (payload) => {
          wasNotified(payload);
          return applied;
        },
      },
      log,
      catchUp: async () => true,
    });
    await listener.start();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`select pg_notify('test_notification', 'hello')`);
    await client.end();
    expect(await notified).toBe('hello');
    expect(await stopDuring(listener, 'test_notification', () => finishApplying(undefined))).toEqual([
      'work done',
      'stopped',
    ]);
  });
});

describe('one listener on several channels', () => {
  it('hears each channel with its handler, in commit order across them', async () => {
    const heard: string[] = [];
    const listener = pgListener({
      databaseUrl,
      channels: {
        test_first: (payload) => void heard.push(`first:${payload}`),
        test_second: (payload) => void heard.push(`second:${payload}`),
      },
      log,
      catchUp: async () => true,
    });
    await listener.start();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const [channel, payload] of [
      ['test_second', '1'],
      ['test_first', '2'],
      ['test_other', 'x'],
      ['test_second', '3'],
    ]) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    }
    await client.end();
    for (let tries = 0; tries < 100 && heard.length < 3; tries++) await delay(20);
    await listener.stop();
    expect(heard).toEqual(['second:1', 'first:2', 'second:3']);
  });
});

describe('whether a listener listens (what /ready asks)', () => {
  it('is no before it starts, while its connection is lost and once stopped; yes once it listens again', async () => {
    const listener = pgListener({
      databaseUrl,
      channels: { test_ready: () => undefined },
      log,
      catchUp: async () => true,
    });
    const until = async (listening: boolean) => {
      while (listener.listening() !== listening) await delay(10);
    };
    expect(listener.listening()).toBe(false);
    await listener.start();
    expect(listener.listening()).toBe(true);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen test_ready'`);
    await admin.end();
    await until(false);
    await until(true);
    await listener.stop();
    expect(listener.listening()).toBe(false);
  });
});
