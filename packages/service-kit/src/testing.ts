import { randomBytes, randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { SESSION_COOKIE } from './session.ts';

export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-that-is-long-enough',
  SERVICE_TOKEN: 'test-service-token-that-is-long-enough',
};

/** A fresh database on the run's PostgreSQL, for one test file. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment a service is built with in tests: every response is checked against the contract. */
export const testEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  ...TEST_SECRETS,
  DATABASE_URL: databaseUrl,
  PORT: '0',
  LOG_LEVEL: 'silent',
  CONTRACT_CHECK: 'true',
  // Billing's photo triage spends a second of CPU per photo in the background: only its own tests turn it on.
  PHOTO_TRIAGE: 'false',
  ...extra,
});

/** A session for `userId` in the shared store, as login makes it; answers the Cookie header to send. */
export async function signIn(app: FastifyInstance, userId: string = randomUUID()) {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const data = {
    cookie: { originalMaxAge: 60 * 60 * 1000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
    userId,
  };
  await app.pool.query('insert into session.sessions (sid, data, expires_at) values ($1, $2, $3)', [
    sid,
    data,
    expires,
  ]);
  return {
    userId,
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(new Signer(TEST_SECRETS.SESSION_SECRET).sign(sid))}`,
  };
}
