import { loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv, TEST_SECRETS } from '@wishlist/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildMatchingApp, matchingConfig } from '../src/app.ts';

type Tier = 'free' | 'premium' | 'gold';
const LIMITS: Record<Tier, number | null> = { free: 10, premium: 100, gold: null };

/**
 * A stand-in for billing's two internal operations that matching calls: the tier of a user (free unless set)
 * and the lookup of an uploaded object. `down` makes it answer 503, as a billing that cannot serve.
 */
export interface FakeBilling {
  url: string;
  tiers: Map<string, Tier>;
  uploads: Map<string, { userId: string; kind: 'photo' | 'video' }>;
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeBilling(): Promise<FakeBilling> {
  const server = Fastify();
  const fake: FakeBilling = { url: '', tiers: new Map(), uploads: new Map(), down: false, close: () => server.close() };
  server.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-service-token'] !== TEST_SECRETS.SERVICE_TOKEN) return reply.status(401).send({ statusCode: 401 });
    if (fake.down) return reply.status(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'down' });
  });
  server.get<{ Params: { userId: string } }>('/internal/users/:userId/tier', async (request) => {
    const tier = fake.tiers.get(request.params.userId) ?? 'free';
    return { tier, dailyLikeLimit: LIMITS[tier] };
  });
  server.post<{ Body: { userId: string; objectURL: string } }>('/internal/objects/lookup', async (request, reply) => {
    const upload = fake.uploads.get(request.body.objectURL);
    if (!upload || upload.userId !== request.body.userId) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'No such upload' });
    return { objectURL: request.body.objectURL, kind: upload.kind, contentType: upload.kind === 'photo' ? 'image/jpeg' : 'video/mp4', size: 1000 };
  });
  fake.url = await server.listen({ host: '127.0.0.1', port: 0 });
  return fake;
}

/** Matching on a fresh database, talking to `billingUrl`. */
export async function buildTestMatching(billingUrl: string): Promise<FastifyInstance> {
  return buildMatchingApp(loadConfig(matchingConfig, testEnv(await createTestDatabase(), { BILLING_URL: billingUrl, BILLING_TIMEOUT_MS: '1000' })));
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
export async function newMember(app: FastifyInstance, details: Record<string, string> | null = {}): Promise<Member> {
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
      payload: { firstName: 'Test', lastName: `Member ${memberCount}`, birthDate: '1995-06-15', location: 'Austin, TX', ...details },
    });
    expect(updated.statusCode).toBe(200);
  }
  return { userId, cookie };
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
  app.inject({ method: 'POST', url: '/api/wishlist', headers: { cookie: member.cookie }, payload: { userId: member.userId, profileId } });
