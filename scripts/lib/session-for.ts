import { Signer } from '@fastify/cookie';
import { SESSION_COOKIE } from '@wishlist/service-kit';
import pg from 'pg';

/**
 * A signed-in session for `userId` written straight into the shared session store, as login makes it; answers
 * the Cookie header to send. For the fuzz and drill runs, which need a session without an account's password.
 */
export async function sessionFor(databaseUrl: string, sessionSecret: string, userId: string = crypto.randomUUID()) {
  const sid = crypto.randomUUID();
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const data = {
    cookie: { originalMaxAge: 60 * 60 * 1000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
    userId,
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('insert into session.sessions (sid, data, expires_at) values ($1, $2, $3)', [
      sid,
      data,
      expires,
    ]);
  } finally {
    await client.end();
  }
  return { userId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(new Signer(sessionSecret).sign(sid))}` };
}
