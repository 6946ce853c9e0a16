import type { components } from '@wishlist/contract/schema';
import { errorBody, loadConfig, SESSION_COOKIE } from '@wishlist/service-kit';
import { closedAfterFile, createTestDatabase, fakeService, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { codeIn, waitForMail, type DemoMail } from '../../../scripts/lib/demo-mailbox.ts';
import { buildIdentityApp, identityConfig } from '../src/app.ts';

type OwnProfile = components['schemas']['OwnProfile'];

/**
 * A stand-in for matching's two internal profile operations, routed from the contract (the kit's fakeService);
 * `down` makes it answer 503 like a service that is failing.
 */
export async function fakeMatching() {
  const profiles = new Map<string, OwnProfile>();
  const state = { down: false };
  const service = await fakeService(
    {
      async createProfileForAccount(request, reply) {
        const { userId } = request.body;
        const profile: OwnProfile = {
          id: userId,
          firstName: '', // as matching makes it: no name until its owner gives one
          lastName: '',
          birthDate: null,
          age: null,
          location: '',
          bio: null,
          profilePhoto: null,
          instagramHandle: '',
          instagramPhotos: [],
          introVideo: null,
          interests: [],
          discoverable: false,
          underAgeDeclared: false,
          gender: null,
          showMe: null,
          coordinates: null,
          incognito: false,
          shareReadReceipts: true,
          filters: {
            minAge: null,
            maxAge: null,
            maxDistanceKm: 80,
            commonInterests: false,
            intentions: [],
            dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
            twoWay: false,
          },
          prompts: [],
          intention: null,
        };
        profiles.set(userId, profile);
        return reply.status(201).send({ profile });
      },
      async getProfileForAccount(request, reply) {
        const profile = profiles.get(request.params.userId);
        if (!profile) return reply.status(404).send(errorBody(404, 'no profile'));
        return { profile };
      },
    },
    { onRequest: async (_request, reply) => (state.down ? reply.status(503).send(errorBody(503, 'down')) : undefined) },
  );
  return { url: service.url, profiles, state, close: service.close };
}

/** Identity on a test database, every answer checked against the contract. */
export function buildIdentity(databaseUrl: string, matchingUrl: string, extra: Record<string, string> = {}) {
  // The lowest scrypt cost the config allows keeps the tests quick; every hash records its own cost.
  const env = testEnv(databaseUrl, { MATCHING_URL: matchingUrl, PASSWORD_HASH_COST: '14', ...extra });
  return buildIdentityApp(loadConfig(identityConfig, env));
}

/**
 * Identity for the test file that awaits it at its top level: on a fresh database, with a fake matching (and
 * `extra`'s settings); both closed after the file's tests, by hooks this registers itself.
 */
export async function identityForFile(extra: Record<string, string> = {}) {
  const matching = closedAfterFile(await fakeMatching());
  const databaseUrl = await createTestDatabase();
  const app = closedAfterFile(await buildIdentity(databaseUrl, matching.url, extra));
  return { app, matching, databaseUrl };
}

let clients = 0;
/** A different client address each time (documentation range), so rate limits of one test never hit another. */
export const nextIp = () => {
  clients += 1;
  return `203.0.${113 + (clients >> 8)}.${clients & 255}`;
};

/**
 * A browser: one client address and a cookie jar holding the session cookie, as the app's pages would use. Under an
 * https APP_URL (cookies `__Host-` prefixed and Secure) its requests come as the edge passes them on from behind TLS.
 */
export function browser(app: FastifyInstance, ip = nextIp()) {
  const name = app.cookiePolicy.name(SESSION_COOKIE);
  const origin =
    name === SESSION_COOKIE
      ? { remoteAddress: ip, headers: {} }
      : { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip, 'x-forwarded-proto': 'https' } };
  let sid: string | undefined;
  return {
    ip,
    app,
    get cookie() {
      return sid === undefined ? undefined : `${name}=${sid}`;
    },
    set cookie(value: string | undefined) {
      sid = value?.slice(name.length + 1);
    },
    async send(method: InjectOptions['method'], url: string, payload?: object, headers: Record<string, string> = {}) {
      const res = await app.inject({
        method,
        url,
        remoteAddress: origin.remoteAddress,
        headers: { ...origin.headers, ...(sid ? { cookie: `${name}=${sid}` } : {}), ...headers },
        ...(payload ? { payload } : {}),
      });
      const set = res.cookies.find((cookie) => cookie.name === name);
      if (set) sid = set.value === '' ? undefined : set.value;
      return res;
    },
  };
}
export type Browser = ReturnType<typeof browser>;

/** Reads identity's demo mailbox (demo mode: no SMTP_URL). */
export const mailboxOf = (app: FastifyInstance) => async (path: string) =>
  (await app.inject({ method: 'GET', url: path })).json<{ mails: DemoMail[] }>();

/** The code of the newest mail to `email` (newer than the mail `after`) in the demo mailbox. */
export async function mailedCode(app: FastifyInstance, email: string, after?: string) {
  const mail = await waitForMail(mailboxOf(app), email, { after });
  return { code: codeIn(mail), mailId: mail.id };
}

/** Sends a code to `email` and enters it, read from the demo mailbox as a person would read their mail. */
export async function verifyEmail(client: Browser, email: string) {
  const app = client.app;
  const { mails } = await mailboxOf(app)(`/api/demo/mailbox?to=${encodeURIComponent(email)}`);
  const sent = await client.send('POST', '/api/auth/send-verification', { method: 'email', contact: email });
  if (sent.statusCode !== 200) throw new Error(`send-verification answered ${sent.statusCode}: ${sent.body}`);
  const { code } = await mailedCode(app, email, mails[0]?.id);
  const verified = await client.send('POST', '/api/auth/verify-code', { contact: email, code });
  if (verified.statusCode !== 200) throw new Error(`verify-code answered ${verified.statusCode}: ${verified.body}`);
}

/** The two signup steps; answers register's response. */
export async function signUp(client: Browser, account: { username: string; email: string; password: string }) {
  await verifyEmail(client, account.email);
  return client.send('POST', '/api/auth/register', { ...account, verificationMethod: 'email' });
}

let accounts = 0;
/** A fresh username and email, and a password that is not a common one. */
export function newAccount() {
  accounts += 1;
  const username = `member_${accounts}_${crypto.randomUUID().slice(0, 6)}`;
  return { username, email: `${username}@example.com`, password: 'violet-kettle-93' };
}
