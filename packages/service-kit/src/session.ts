import fastifyCookie from '@fastify/cookie';
import fastifySession, { type SessionStore } from '@fastify/session';
import { isOpenToGuests, operations } from '@wishlist/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, Session } from 'fastify';
import type { Pool } from 'pg';
import { ApiError } from './errors.ts';
import { runHourly } from './housekeeping.ts';
import { changed, dbOver, preparedRows, rows, sql, type Db } from './sql.ts';

/** The session cookie's name under plain HTTP (`npm start`); under https it is `__Host-` prefixed (cookiePolicy). */
export const SESSION_COOKIE = 'wishlist.sid';
/** A session ends after a week without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** …and 30 days after sign-in however active it is, so a stolen cookie cannot be kept alive for good. */
export const SESSION_MAX_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How often activity pushes the idle timeout back. Each push is a store write and a Set-Cookie, so doing it on
 * every request would put a write on every read; once an hour is precise enough for a week-long timeout.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** How every cookie of an app opened at a public URL (APP_URL) is named and marked. */
export interface CookiePolicy {
  /** The name a cookie is set and read under. */
  name(base: string): string;
  /** Its Secure flag and path (a path other than / would break the `__Host-` prefix). */
  options(path: string): { secure: true | 'auto'; path: string };
}

/**
 * When people open the app over https, every cookie is Secure and `__Host-` prefixed: a browser keeps such a cookie
 * only when it is Secure, for path / and without Domain, so neither a plain-HTTP answer nor a sibling subdomain can
 * set or shadow it. Otherwise (`npm start` over http) names are plain and a cookie is Secure when its request came
 * over HTTPS.
 */
export function cookiePolicy(publicUrl: string | undefined): CookiePolicy {
  if (!publicUrl?.startsWith('https:')) return { name: (base) => base, options: (path) => ({ secure: 'auto', path }) };
  return { name: (base) => `__Host-${base}`, options: () => ({ secure: true, path: '/' }) };
}

/** The session cookie's name for an app opened at `publicUrl` (APP_URL). */
export const sessionCookieName = (publicUrl: string | undefined) => cookiePolicy(publicUrl).name(SESSION_COOKIE);

declare module 'fastify' {
  interface FastifyInstance {
    cookiePolicy: CookiePolicy;
  }
  interface Session {
    userId?: string;
    /** When the user signed in (ms since the epoch): the absolute lifetime counts from here. */
    signedInAt?: number;
    /** When activity last pushed the idle timeout back. */
    touchedAt?: number;
  }
}

type Callback = (err?: unknown) => void;

/**
 * The reads anyone may make (GET operations open to guests: the plans, the cities, an avatar) never use the
 * session, so a signed-in person's cookie is not looked up for them: one query less per request, and the cookie is
 * left as it is. The operations open to guests that write (login, logout, register) do use it.
 */
const sessionlessOperations = new Set(
  operations.filter((op) => op.method === 'GET' && isOpenToGuests(op)).map((op) => op.operationId),
);

/** When a session stops being honoured: its idle timeout, capped by its absolute lifetime. */
export function sessionExpiry(session: Pick<Session, 'signedInAt'>, now = Date.now()) {
  const idleEnd = now + SESSION_IDLE_TIMEOUT_MS;
  return new Date(
    session.signedInAt === undefined ? idleEnd : Math.min(idleEnd, session.signedInAt + SESSION_MAX_LIFETIME_MS),
  );
}

/** @fastify/session's store on a table that every service shares (schema `session`, made by the kit's migrations). */
export class PgSessionStore implements SessionStore {
  readonly #db: Db;

  constructor(pool: Pool) {
    this.#db = dbOver(pool);
  }

  // The read of every signed-in request: prepared per connection where no pooler is in between (`preparedRows`).
  get(sid: string, callback: (err: unknown, session?: Session | null) => void) {
    const statement = sql<{
      data: Session;
    }>`select data from session.sessions where sid = ${sid} and expires_at > now()`;
    preparedRows(this.#db, statement).then(([row]) => callback(null, row?.data ?? null), callback);
  }

  set(sid: string, session: Session, callback: Callback) {
    const data = JSON.stringify(session);
    const expiresAt = sessionExpiry(session);
    // A signed-in session is only ever updated here: re-inserting it would bring back a session that a
    // concurrent logout has just deleted. Its row is inserted by `regenerate`, before sign-in sets signedInAt.
    const statement =
      session.signedInAt === undefined
        ? sql`insert into session.sessions (sid, data, expires_at) values (${sid}, ${data}, ${expiresAt})
            on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`
        : sql`update session.sessions set data = ${data}, expires_at = ${expiresAt} where sid = ${sid}`;
    statement.execute(this.#db).then(() => callback(), callback);
  }

  destroy(sid: string, callback: Callback) {
    sql`delete from session.sessions where sid = ${sid}`.execute(this.#db).then(() => callback(), callback);
  }
}

/** Deletes the rows of expired sessions (they are already ignored; this keeps the table small), and their reasons. */
export async function purgeExpiredSessions(pool: Pool) {
  const db = dbOver(pool);
  const purged = await changed(db, sql`delete from session.sessions where expires_at <= now()`);
  await sql`delete from session.ended_sessions where expires_at <= now()`.execute(db);
  return purged;
}

/**
 * The channel on which every deleted session's id is announced at commit, whatever deleted it (a trigger of the
 * kit's migration 0004): payloads of session ids separated by spaces. An open event stream ends with its session.
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

/** Of `sids`, the sessions still honoured (there and unexpired), with their user id: the others have ended. */
export async function liveSessions(pool: Pool, sids: string[]): Promise<Map<string, string | undefined>> {
  const live = await rows(
    dbOver(pool),
    sql<{ sid: string; user_id: string | null }>`select sid, data ->> 'userId' as user_id from session.sessions
      where sid = any(${sids}::text[]) and expires_at > now()`,
  );
  return new Map(live.map((row) => [row.sid, row.user_id ?? undefined]));
}

/**
 * Why every session of an account was ended: its holders are told at their next request (a 401 with this code) and
 * on their open event streams. Signed out on another device: a password changed or reset there, or the account
 * deleted.
 */
export type SessionEndReason =
  | { code: 'SIGNED_OUT_ELSEWHERE' }
  | { code: 'ACCOUNT_BANNED' }
  | { code: 'ACCOUNT_SUSPENDED'; until: Date };

/** The refusal that says `reason`, to a session it ended and to a sign-in it refuses alike. */
export const sessionEndedError = (reason: SessionEndReason): ApiError =>
  new ApiError(reason.code, 'until' in reason ? { until: reason.until } : {});

/**
 * Ends every session of `userId`, on every device, and keeps why under each session's id until it would have
 * expired (one statement: the reason is there when the sessions_ended notification is heard). The session that did
 * it (`actingSessionId`: a password changed or an account deleted on this phone) ends too, but is told nothing: its
 * page knows what it did, and must not show the others' "signed out elsewhere".
 */
export async function endSessionsOf(pool: Pool, userId: string, reason: SessionEndReason, actingSessionId = '') {
  const until = 'until' in reason ? reason.until : null;
  await sql`with ended as (delete from session.sessions where data ->> 'userId' = ${userId} returning sid, expires_at)
    insert into session.ended_sessions (sid, reason, until, expires_at)
    select sid, ${reason.code}, ${until}::timestamptz, expires_at from ended where sid <> ${actingSessionId}
    on conflict (sid) do update set reason = excluded.reason, until = excluded.until`.execute(dbOver(pool));
}

/** Of `sids`, the sessions ended on purpose, with why. */
export async function endedSessions(pool: Pool, sids: string[]): Promise<Map<string, SessionEndReason>> {
  const ended = await rows(
    dbOver(pool),
    sql<{ sid: string; reason: SessionEndReason['code']; until: string | Date | null }>`select sid, reason, until
      from session.ended_sessions where sid = any(${sids}::text[]) and expires_at > now()`,
  );
  return new Map(
    ended.map(({ sid, reason, until }) => [
      sid,
      reason === 'ACCOUNT_SUSPENDED' ? { code: reason, until: new Date(until ?? 0) } : { code: reason },
    ]),
  );
}

/**
 * The 401 for a request without a signed-in session. A cookie naming a session that was ended on purpose is told
 * why (only its holder has it, so this tells nobody else anything); an expired, unknown or forged one, or none, is
 * plain UNAUTHENTICATED.
 */
export async function signInAgain(request: FastifyRequest): Promise<ApiError> {
  const plain = new ApiError('UNAUTHENTICATED');
  const cookie = request.cookies[request.server.cookiePolicy.name(SESSION_COOKIE)];
  const signed = cookie === undefined ? undefined : request.unsignCookie(cookie);
  if (!signed?.valid || signed.value === null) return plain;
  const reason = (await endedSessions(request.server.pool, [signed.value])).get(signed.value);
  return reason ? sessionEndedError(reason) : plain;
}

/**
 * One cookie session honoured by every service: same name, secret, store and path everywhere. The cookie is
 * HttpOnly, SameSite=Lax, signed, and Secure: always when APP_URL is https (then `__Host-wishlist.sid`), otherwise
 * when the request came over HTTPS, directly or as the edge's X-Forwarded-Proto says (believed only from TRUST_PROXY).
 */
export async function registerSession(app: FastifyInstance, secret: string, publicUrl: string | undefined) {
  const policy = cookiePolicy(publicUrl);
  const cookieName = policy.name(SESSION_COOKIE);
  app.decorate('cookiePolicy', policy);
  // The same secret signs the kit's other cookies (`reply.setCookie(…, { signed: true })`).
  await app.register(fastifyCookie, { secret });
  // Between the cookie parser and the session plugin: a sessionless operation's session cookie goes unread.
  app.addHook('onRequest', (request, _reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    if (operationId !== undefined && sessionlessOperations.has(operationId)) request.cookies[cookieName] = undefined;
    done();
  });
  await app.register(fastifySession, {
    secret,
    cookieName,
    store: new PgSessionStore(app.pool),
    saveUninitialized: false,
    // A session is saved only when it changes; the hook below changes it once per touch interval.
    rolling: false,
    cookie: { ...policy.options('/'), httpOnly: true, sameSite: 'lax', maxAge: SESSION_IDLE_TIMEOUT_MS },
  });
  // Activity pushes the idle timeout back (the store caps it at the absolute lifetime).
  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (session.userId === undefined || Date.now() - (session.touchedAt ?? 0) < SESSION_TOUCH_INTERVAL_MS) return;
    session.touchedAt = Date.now();
    session.touch();
  });
  runHourly(app, 'purging expired sessions', () => purgeExpiredSessions(app.pool));
}

/** Signs `userId` in under a new session id; the session the request came with is deleted (no fixation). */
export async function startSession(request: FastifyRequest, userId: string) {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.signedInAt = Date.now();
  request.session.touchedAt = request.session.signedInAt;
}

/** Deletes the request's session from the store and clears its cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  await request.session.destroy();
  const policy = request.server.cookiePolicy;
  reply.clearCookie(policy.name(SESSION_COOKIE), policy.options('/'));
}
