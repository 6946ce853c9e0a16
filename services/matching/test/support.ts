import { endSessionsOf, errorBody, loadConfig, type Language } from '@wishlist/service-kit';
import {
  closedAfterFile,
  createTestDatabase,
  fakeService,
  signIn,
  testEnv,
  TEST_SECRETS,
} from '@wishlist/service-kit/testing';
import type { components } from '@wishlist/contract/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { expect } from 'vitest';
import { buildMatchingApp, matchingConfig } from '../src/app.ts';

type Tier = 'free' | 'premium' | 'gold';
type EntitlementChange = { seq: number; userId: string; tier: Tier; premiumUntil: string | null };

/** The plans as billing sends them (billing's own tests check billing's rows). */
export const PLANS = [
  {
    id: 'free',
    limits: { likesPerDay: 10, messagesPerDay: 20, superLikesPerDay: 0, boostsPerMonth: 0 },
    flags: {
      seeWhoLikesYou: false,
      advancedFilters: false,
      readReceipts: false,
      priorityMatching: false,
      incognito: false,
    },
  },
  {
    id: 'premium',
    limits: { likesPerDay: 100, messagesPerDay: null, superLikesPerDay: 0, boostsPerMonth: 1 },
    flags: {
      seeWhoLikesYou: true,
      advancedFilters: true,
      readReceipts: false,
      priorityMatching: false,
      incognito: false,
    },
  },
  {
    id: 'gold',
    limits: { likesPerDay: null, messagesPerDay: null, superLikesPerDay: 5, boostsPerMonth: 5 },
    flags: { seeWhoLikesYou: true, advancedFilters: true, readReceipts: true, priorityMatching: true, incognito: true },
  },
] as const;

/**
 * A stand-in for billing's internal operations that matching calls: the entitlement changes (the catch-up) and the
 * lookup of an uploaded object (one with a `refusal` answers 400 with it, as billing does for a file it refused; its
 * nudity triage `clear` unless it says otherwise), and
 * the release of uploads a profile stopped using (recorded in `released`; those set aside can be brought back, recorded in
 * `restored`), the photos frozen at a deletion (`frozen`), and the copies of a reported person's photos
 * (`evidence/{reportId}/{n}.webp`, recorded in `evidence`). `down` makes it answer 503, as a billing that cannot serve.
 */
export interface FakeBilling {
  url: string;
  changes: EntitlementChange[];
  uploads: Map<
    string,
    {
      userId: string;
      kind: 'photo' | 'video';
      refusal?: { code: string; message: string };
      triage?: 'awaiting' | 'clear' | 'flagged';
    }
  >;
  /** The URLs released, in order, with whose they were (and until when they are set aside, for a moderator's removal). */
  released: { userId: string; objectURL: string; keepUntil?: string }[];
  /** The URLs brought back (an appeal reversed their removal), in order. */
  restored: string[];
  /** The photos frozen at a deletion, by the copy's URL. */
  frozen: Map<string, string>;
  /** The photos copied for reports, in order. */
  evidence: { reportId: string; objectURLs: string[] }[];
  down: boolean;
  /**
   * Changes a user's tier as billing does: an outbox row and a NOTIFY on matching's database (unless `notify` is
   * false: then only the catch-up can read it). Waits until matching's copy has it, unless `wait` is false.
   */
  setTier(
    app: FastifyInstance,
    userId: string,
    tier: Tier,
    options?: { premiumUntil?: Date | null; notify?: boolean; wait?: boolean },
  ): Promise<EntitlementChange>;
  close(): Promise<void>;
}

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** Waits until matching's copy of the entitlements holds change `seq` of the user. */
export async function copied(app: FastifyInstance, userId: string, seq: number) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await app.pool.query<{ seq: string }>('select seq from matching.entitlements where user_id = $1', [
      userId,
    ]);
    if (Number(rows[0]?.seq ?? 0) >= seq) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`matching never received entitlement change ${seq}`);
}

export async function startFakeBilling(): Promise<FakeBilling> {
  const fake: FakeBilling = {
    url: '',
    changes: [],
    uploads: new Map(),
    released: [],
    restored: [],
    frozen: new Map(),
    evidence: [],
    down: false,
    async setTier(
      app,
      userId,
      tier,
      { premiumUntil = tier === 'free' ? null : new Date(Date.now() + MONTH_MS), notify = true, wait = true } = {},
    ) {
      const change = { seq: fake.changes.length + 1, userId, tier, premiumUntil: premiumUntil?.toISOString() ?? null };
      fake.changes.push(change);
      if (notify) await app.pool.query(`select pg_notify('entitlements', $1)`, [JSON.stringify(change)]);
      if (wait) await copied(app, userId, change.seq);
      return change;
    },
    close: async () => undefined,
  };
  const service = await fakeService(
    {
      async listEntitlementChanges(request) {
        const { after = 0, limit = 500 } = request.query;
        return { plans: [...PLANS], changes: fake.changes.filter((change) => change.seq > after).slice(0, limit) };
      },
      async lookupUploadedObject(request, reply) {
        const { userId, objectURL } = request.body;
        const upload = fake.uploads.get(objectURL);
        if (!upload || upload.userId !== userId) return reply.status(404).send(errorBody(404, 'No such upload'));
        if (upload.refusal) return reply.status(400).send({ ...errorBody(400, ''), ...upload.refusal });
        return {
          objectURL,
          kind: upload.kind,
          contentType: upload.kind === 'photo' ? 'image/jpeg' : 'video/mp4',
          size: 1000,
          triage: upload.triage ?? 'clear',
          score: upload.triage === 'flagged' ? 0.9 : null,
        };
      },
      async releaseUploadedObjects(request) {
        const { userId, objectURLs, keepUntil } = request.body;
        fake.released.push(...objectURLs.map((objectURL) => ({ userId, objectURL, ...(keepUntil && { keepUntil }) })));
        return { released: objectURLs.length };
      },
      async restoreUploadedObject(request, reply) {
        const { userId, objectURL } = request.body;
        const setAside = fake.released.some(
          (one) => one.objectURL === objectURL && one.userId === userId && one.keepUntil,
        );
        if (!setAside) return reply.status(404).send(errorBody(404, 'Not set aside'));
        fake.restored.push(objectURL);
        return reply.status(204).send();
      },
      async freezeUploadedObject(request) {
        const frozenURL = `/media/frozen/${crypto.randomUUID()}.webp`;
        fake.frozen.set(frozenURL, request.body.objectURL);
        return { frozenURL };
      },
      async keepEvidencePhotos(request) {
        const { reportId, objectURLs } = request.body;
        fake.evidence.push({ reportId, objectURLs });
        return {
          photos: objectURLs.map((objectURL, n) => ({
            objectURL,
            evidencePath: `/media/evidence/${reportId}/${n}.webp`,
          })),
        };
      },
    },
    { onRequest: async (_request, reply) => (fake.down ? down(reply) : undefined) },
  );
  return Object.assign(fake, service);
}

/** What a service that cannot serve answers. */
const down = (reply: FastifyReply) => reply.status(503).send(errorBody(503, 'down'));

type Role = 'member' | 'moderator' | 'admin';
type Restriction = { userId: string; kind: 'ban' | 'suspend'; until: string | null };
type StatementMail = components['schemas']['StatementMail'];

/**
 * A stand-in for identity's internal operations that matching calls: an account's role (`roles`; unknown: 404), a
 * restriction, which ends the account's sessions in the shared store as identity does (`app`'s pool) and is
 * recorded in `restrictions`, a lift (recorded in `lifts`), the admins' burst alerts (in `burstAlerts`), the
 * moderators' alerts of an automatic hold (in `holdAlerts`), the statements of reasons mailed (in `statements`) and
 * the languages accounts chose (`languages`). `down` makes it answer 503.
 */
export interface FakeIdentity {
  url: string;
  roles: Map<string, Role>;
  restrictions: Restriction[];
  /** The accounts whose restriction was lifted, in order. */
  lifts: string[];
  burstAlerts: components['schemas']['BurstAlert'][];
  holdAlerts: components['schemas']['ModeratorAlert'][];
  /** The statements of reasons mailed, with whom to. */
  statements: { userId: string; mail: StatementMail }[];
  /** The languages accounts chose for their mails and pushes. */
  languages: Map<string, Language>;
  app: FastifyInstance | null;
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeIdentity(): Promise<FakeIdentity> {
  const fake: FakeIdentity = {
    url: '',
    roles: new Map(),
    restrictions: [],
    lifts: [],
    burstAlerts: [],
    holdAlerts: [],
    statements: [],
    languages: new Map(),
    app: null,
    down: false,
    close: async () => undefined,
  };
  const service = await fakeService(
    {
      async getAccountRole(request, reply) {
        const role = fake.roles.get(request.params.userId);
        if (!role) return reply.status(404).send(errorBody(404, 'No such account'));
        return { role, granted: role };
      },
      async liftRestriction(request, reply) {
        fake.lifts.push(request.params.userId);
        return reply.status(204).send();
      },
      async mailModerationAlert(request, reply) {
        fake.burstAlerts.push(request.body);
        return reply.status(204).send();
      },
      async restrictAccount(request, reply) {
        const { userId } = request.params;
        fake.restrictions.push({ userId, ...request.body });
        if (fake.app) await endSessionsOf(fake.app.pool, userId, { code: 'ACCOUNT_BANNED' });
        return reply.status(204).send();
      },
      async sendStatementOfReasons(request, reply) {
        fake.statements.push({ userId: request.params.userId, mail: request.body });
        return reply.status(204).send();
      },
      async alertModerators(request, reply) {
        fake.holdAlerts.push(request.body);
        return reply.status(204).send();
      },
      async getAccountLanguages(request) {
        const chosen = request.body.userIds.flatMap((id) => {
          const language = fake.languages.get(id);
          return language ? [[id, language]] : [];
        });
        return { languages: Object.fromEntries(chosen) };
      },
    },
    { onRequest: async (_request, reply) => (fake.down ? down(reply) : undefined) },
  );
  return Object.assign(fake, service);
}

type MatchingOptions = NonNullable<Parameters<typeof buildMatchingApp>[1]>;

/**
 * Matching on a fresh database (or on `databaseUrl`, as another instance), talking to `billingUrl`; `env` adds
 * settings (DEMO_PEOPLE: the demo people and their like-back), `options` the streams' timing.
 */
export async function buildTestMatching(
  billingUrl: string,
  databaseUrl?: string,
  env: Record<string, string> = {},
  options: MatchingOptions = {},
): Promise<FastifyInstance> {
  const url = databaseUrl ?? (await createTestDatabase());
  return buildMatchingApp(
    loadConfig(matchingConfig, testEnv(url, { BILLING_URL: billingUrl, BILLING_TIMEOUT_MS: '1000', ...env })),
    options,
  );
}

/**
 * Matching for the test file that awaits it at its top level: on a fresh database (or `databaseUrl`), talking to a
 * fake billing, with `env`'s settings and `streams`' timing; both closed after the file's tests, by hooks this
 * registers itself.
 */
export async function matchingForFile({
  env = {},
  databaseUrl,
  streams,
}: {
  env?: Record<string, string>;
  databaseUrl?: string;
  streams?: MatchingOptions['streams'];
} = {}) {
  const billing = closedAfterFile(await startFakeBilling());
  const url = databaseUrl ?? (await createTestDatabase());
  const app = closedAfterFile(await buildTestMatching(billing.url, url, env, { streams }));
  return { app, billing, databaseUrl: url };
}

export const serviceHeaders = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };

export interface Member {
  userId: string;
  cookie: string;
}

let memberCount = 0;

/**
 * A registered member, signed in: the profile is made the way identity makes it at register. With `details`
 * (a name and an 18+ birth date by default) it becomes discoverable.
 */
export async function newMember(app: FastifyInstance, details: Record<string, unknown> | null = {}): Promise<Member> {
  const userId = crypto.randomUUID();
  const created = await app.inject({
    method: 'POST',
    url: '/internal/profiles',
    headers: serviceHeaders,
    payload: { userId, username: `member${++memberCount}` },
  });
  expect(created.statusCode).toBe(201);
  const { cookie } = await signIn(app, userId);
  if (details) {
    const updated = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: {
        firstName: 'Test',
        lastName: `Member ${memberCount}`,
        birthDate: '1995-06-15',
        ...details,
      },
    });
    expect(updated.statusCode).toBe(200);
  }
  return { userId, cookie };
}

/** The ids of every profile in the member's feed, every page. */
export async function feedIds(app: FastifyInstance, member: Member): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await app.inject({
      method: 'GET',
      url: `/api/profiles?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { cookie: member.cookie },
    });
    if (res.statusCode !== 200) throw new Error(`the feed answered ${res.statusCode}: ${res.body}`);
    const body: { profiles: { id: string }[]; nextCursor: string | null } = res.json();
    ids.push(...body.profiles.map((profile) => profile.id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

/** `count` discoverable people straight into matching's own table (fixtures for the caps), newest last. */
export async function insertPeople(app: FastifyInstance, count: number): Promise<string[]> {
  const { rows } = await app.pool.query<{ id: string }>(
    `insert into matching.profiles (id, first_name, last_name, birth_date, location)
     select gen_random_uuid(), 'Person', i::text, date '1990-01-01', 'Denver, CO' from generate_series(1, $1) i
     returning id`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** One discoverable person (see insertPeople). */
export async function insertPerson(app: FastifyInstance): Promise<string> {
  return at(await insertPeople(app, 1), 0);
}

/** The item at `index`, which the test knows is there. */
export function at<T>(items: T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

export const like = (app: FastifyInstance, member: Member, profileId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: { cookie: member.cookie },
    payload: { userId: member.userId, profileId },
  });
