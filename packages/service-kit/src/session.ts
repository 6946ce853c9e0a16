import fastifyCookie from '@fastify/cookie';
import fastifySession, { type SessionStore } from '@fastify/session';
import type { FastifyInstance, Session } from 'fastify';
import type { Pool, PoolClient } from 'pg';

export const SESSION_COOKIE = 'wishlist.sid';
const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface Session {
    userId?: string;
  }
}

type Callback = (err?: unknown) => void;

/** @fastify/session's store on a table that every service shares (schema `session`, made by `migrateSessionStore`). */
export class PgSessionStore implements SessionStore {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  get(sid: string, callback: (err: unknown, session?: Session | null) => void) {
    this.#pool
      .query<{ data: Session }>('select data from session.sessions where sid = $1 and expires_at > now()', [sid])
      .then((result) => callback(null, result.rows[0]?.data ?? null), callback);
  }

  set(sid: string, session: Session, callback: Callback) {
    const expiresAt = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + IDLE_TIMEOUT_MS);
    this.#pool
      .query(
        `insert into session.sessions (sid, data, expires_at) values ($1, $2, $3)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(session), expiresAt],
      )
      .then(() => callback(), callback);
  }

  destroy(sid: string, callback: Callback) {
    this.#pool.query('delete from session.sessions where sid = $1', [sid]).then(() => callback(), callback);
  }
}

export async function migrateSessionStore(client: PoolClient) {
  await client.query(`
    create schema if not exists session;
    create table if not exists session.sessions (
      sid text primary key,
      data jsonb not null,
      expires_at timestamptz not null
    );
    create index if not exists sessions_expires_at_idx on session.sessions (expires_at);
  `);
}

/** One cookie session honoured by every service: same name, secret, store and path everywhere. */
export async function registerSession(app: FastifyInstance, pool: Pool, secret: string) {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE,
    store: new PgSessionStore(pool),
    saveUninitialized: false,
    rolling: true,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: IDLE_TIMEOUT_MS },
  });
}
