import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@wishlist/service-kit';
import { createTestDatabase, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { Signer } from '@fastify/cookie';
import pg from 'pg';
import { startStack } from '../../../scripts/lib/stack.ts';

/**
 * The real stack in-process (three services, the edge, the embedded object store) on a fresh test database,
 * the edge listening on a free loopback port: tests talk to it over real sockets, as a browser (or an attacker) does.
 */
export async function startTestStack(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wishlist-stack-'));
  const databaseUrl = await createTestDatabase();
  const stack = await startStack(dataDir, {
    ...TEST_SECRETS,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
    PASSWORD_HASH_COST: '14',
    ...extra,
  });
  const url = stack.url.replace('localhost', '127.0.0.1');
  return {
    url,
    databaseUrl,
    /** A session for a new user id in the shared store; answers the Cookie header to send. */
    async signIn(userId: string = crypto.randomUUID()) {
      const sid = crypto.randomUUID();
      const expires = new Date(Date.now() + 60 * 60 * 1000);
      const data = { cookie: { originalMaxAge: 60 * 60 * 1000, expires, httpOnly: true, path: '/', sameSite: 'lax' }, userId };
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('insert into session.sessions (sid, data, expires_at) values ($1, $2, $3)', [sid, data, expires]);
      await client.end();
      return { userId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(new Signer(TEST_SECRETS.SESSION_SECRET).sign(sid))}` };
    },
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestStack = Awaited<ReturnType<typeof startTestStack>>;
