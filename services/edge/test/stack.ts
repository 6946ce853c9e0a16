import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { sessionFor } from '../../../scripts/lib/session-for.ts';
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
    signIn: (userId?: string) => sessionFor(databaseUrl, TEST_SECRETS.SESSION_SECRET, userId),
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestStack = Awaited<ReturnType<typeof startTestStack>>;
