import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { buildIdentityApp, identityConfig } from '@wishlist/identity';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, TEST_SECRETS, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { sessionFor } from '../../../scripts/lib/session-for.ts';
import { startStack, type ServiceName } from '../../../scripts/lib/stack.ts';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';

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

type Env = Record<string, string>;
type ServiceUrls = Record<'IDENTITY_URL' | 'MATCHING_URL' | 'BILLING_URL', string>;

export interface ServicesBehindEdgeOptions {
  /** Added to every service's environment. */
  env?: Env;
  /** Added to one service's environment after `env`; given the services' addresses, to put a stand-in in front of one. */
  serviceEnv?: Partial<Record<ServiceName, (urls: ServiceUrls) => Env | Promise<Env>>>;
  /** Added to the edge's environment. */
  edgeEnv?: Env;
}

/**
 * The three services in-process on a fresh test database, each listening on a free loopback port, and the edge in
 * front, wired as scripts/lib/stack.ts wires them. Unlike startTestStack, the test holds every app (to inject into
 * the edge, reach a service's pool, or put a stand-in between two services). The edge does not listen: call its
 * `listen` for real sockets.
 */
export async function startServicesBehindEdge({
  env = {},
  serviceEnv = {},
  edgeEnv = {},
}: ServicesBehindEdgeOptions = {}) {
  const databaseUrl = await createTestDatabase();
  const ports: Record<ServiceName, number> = {
    identity: await freePort(),
    matching: await freePort(),
    billing: await freePort(),
  };
  const urls: ServiceUrls = {
    IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
    MATCHING_URL: `http://127.0.0.1:${ports.matching}`,
    BILLING_URL: `http://127.0.0.1:${ports.billing}`,
  };
  const edges: FastifyInstance[] = [];
  const services: FastifyInstance[] = [];
  // The edges first, so no new request reaches a closing service; then the services, last started first.
  const close = async () => {
    for (const edge of edges.splice(0)) await edge.close();
    for (const app of services.splice(0).reverse()) await app.close();
  };
  const start = async (name: ServiceName, build: (env: Env) => Promise<FastifyInstance>) => {
    const app = await build(
      testEnv(databaseUrl, { ...urls, PASSWORD_HASH_COST: '14', ...env, ...(await serviceEnv[name]?.(urls)) }),
    );
    services.push(app);
    await app.listen({ host: '127.0.0.1', port: ports[name] });
    return app;
  };
  /** Another edge in front of the same services (closed with them). */
  const addEdge = async (extra: Env = {}) => {
    const edge = await buildEdgeApp(loadConfig(edgeConfig, { ...urls, LOG_LEVEL: 'silent', ...extra }));
    edges.push(edge);
    return edge;
  };
  try {
    const identity = await start('identity', (env) => buildIdentityApp(loadConfig(identityConfig, env)));
    const matching = await start('matching', (env) => buildMatchingApp(loadConfig(matchingConfig, env)));
    const billing = await start('billing', (env) => buildBillingApp(loadConfig(billingConfig, env)));
    const edge = await addEdge(edgeEnv);
    return { edge, identity, matching, billing, databaseUrl, addEdge, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export type ServicesBehindEdge = Awaited<ReturnType<typeof startServicesBehindEdge>>;
