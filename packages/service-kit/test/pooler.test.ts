import { buildBillingApp, billingConfig } from '@wishlist/billing';
import { buildIdentityApp, identityConfig } from '@wishlist/identity';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import { closedAfterFile, createTestDatabase, testEnv, throughPooler } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { browser, newAccount, signUp } from '../../../services/identity/test/helpers.ts';

// The three services as N instances run them: requests' queries through PgBouncer in transaction mode, listeners
// and migrations on PostgreSQL itself. Whatever keeps state on a server connection (a named prepared statement,
// LISTEN, a session-level lock or setting) breaks here.
const databaseUrl = await createTestDatabase();
const [identityPort, matchingPort, billingPort] = [await freePort(), await freePort(), await freePort()];
const env = testEnv(throughPooler(databaseUrl), {
  DATABASE_DIRECT_URL: databaseUrl,
  IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
  MATCHING_URL: `http://127.0.0.1:${matchingPort}`,
  BILLING_URL: `http://127.0.0.1:${billingPort}`,
  PASSWORD_HASH_COST: '14',
});
const billing = closedAfterFile(await buildBillingApp(loadConfig(billingConfig, env)));
const matching = closedAfterFile(await buildMatchingApp(loadConfig(matchingConfig, env)));
const identity = closedAfterFile(await buildIdentityApp(loadConfig(identityConfig, env)));
await billing.listen({ host: '127.0.0.1', port: billingPort });
await matching.listen({ host: '127.0.0.1', port: matchingPort });
await identity.listen({ host: '127.0.0.1', port: identityPort });

/** A person signed up through identity, with a discoverable profile in matching. */
async function signedUpMember() {
  const person = browser(identity);
  const account = newAccount();
  const registered = await signUp(person, account);
  expect(registered.statusCode).toBe(201);
  const userId = registered.json<{ user: { id: string } }>().user.id;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    matching.inject({ method, url, headers: { cookie: person.cookie ?? '' }, ...(payload ? { payload } : {}) });
  const profile = await call('PATCH', '/api/profile', { firstName: 'Pooled', birthDate: '1994-03-02' });
  expect(profile.statusCode).toBe(200);
  return { person, account, userId, call };
}

describe('identity, matching and billing through a transaction pooler', () => {
  it('sign up, sign in, read the feed and the plans, like, match and write, with no 5xx', async () => {
    const [a, b] = [await signedUpMember(), await signedUpMember()];
    const signIn = await browser(identity).send('POST', '/api/auth/login', {
      username: a.account.username,
      password: a.account.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await a.person.send('GET', '/api/auth/me')).statusCode).toBe(200);

    // Side by side, on many server connections: each request reads its session, each adults-only one the own settings.
    const reads = await Promise.all([
      ...Array.from({ length: 8 }, () => a.person.send('GET', '/api/auth/me')),
      ...Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b).call('GET', `/api/profiles/${i % 2 ? b.userId : a.userId}`),
      ),
    ]);
    expect(reads.map((read) => read.statusCode)).toEqual(reads.map(() => 200));

    // Side by side too: the feed's plan is kept by a server-side function, not a statement prepared per connection.
    const feeds = await Promise.all(Array.from({ length: 12 }, () => a.call('GET', '/api/profiles?limit=20')));
    expect(feeds.map((feed) => feed.statusCode)).toEqual(feeds.map(() => 200));
    for (const feed of feeds) {
      expect(feed.json<{ profiles: { id: string }[] }>().profiles.map((profile) => profile.id)).toContain(b.userId);
    }
    expect((await billing.inject({ method: 'GET', url: '/api/subscription-plans' })).statusCode).toBe(200);

    expect((await a.call('POST', '/api/wishlist', { userId: a.userId, profileId: b.userId })).statusCode).toBe(201);
    expect((await b.call('POST', '/api/wishlist', { userId: b.userId, profileId: a.userId })).statusCode).toBe(201);
    const text = { text: 'hello through the pooler', clientId: crypto.randomUUID() };
    expect((await a.call('POST', `/api/conversations/${b.userId}/messages`, text)).statusCode).toBe(201);
    const read = await b.call('GET', `/api/conversations/${a.userId}/messages`);
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain('hello through the pooler');
  });
});
