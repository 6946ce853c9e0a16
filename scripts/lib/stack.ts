import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { startStackObjectStore } from '@wishlist/billing/local-object-store';
import { buildEdgeApp, edgeConfig } from '@wishlist/edge';
import { buildIdentityApp, identityConfig } from '@wishlist/identity';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { freePort, startLocalPostgres, type LocalPostgres } from './embedded-postgres.ts';

export type ServiceName = 'identity' | 'matching' | 'billing';

export interface Stack {
  url: string;
  /** Closes one service and starts it again on its port (the fault drill). */
  restartService(name: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

/** Secrets generated once per data folder, so sessions survive a restart. */
function localSecrets(dataDir: string) {
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    const secret = () => randomBytes(32).toString('base64url');
    writeFileSync(file, JSON.stringify({ SESSION_SECRET: secret(), SERVICE_TOKEN: secret() }), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { SESSION_SECRET: string; SERVICE_TOKEN: string };
}

/**
 * Everything on one machine: PostgreSQL (embedded unless DATABASE_URL is set), the three services on free
 * loopback ports and the edge. Environment variables given by the caller win over the local defaults.
 */
export async function startStack(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Stack> {
  mkdirSync(dataDir, { recursive: true });
  const started: FastifyInstance[] = [];
  let postgres: LocalPostgres | undefined;
  let objectStore: Awaited<ReturnType<typeof startStackObjectStore>> = null;
  const stop = async () => {
    for (const app of started.reverse()) await app.close();
    await objectStore?.close();
    await postgres?.stop();
  };
  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      postgres = await startLocalPostgres(join(dataDir, 'postgres'));
      await postgres.createDatabase('wishlist');
      databaseUrl = postgres.url('wishlist');
    }
    // Uploads: an embedded S3-compatible store (s3rver) unless S3_ENDPOINT names one.
    objectStore = await startStackObjectStore(join(dataDir, 'objects'), env);
    const [identityPort, matchingPort, billingPort] = [await freePort(), await freePort(), await freePort()];
    const shared = {
      LOG_LEVEL: 'warn',
      ...localSecrets(dataDir),
      ...env,
      DATABASE_URL: databaseUrl,
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
      MATCHING_URL: `http://127.0.0.1:${matchingPort}`,
      BILLING_URL: `http://127.0.0.1:${billingPort}`,
      HOST: '127.0.0.1',
    };
    const services: { name: ServiceName; build: () => Promise<FastifyInstance>; port: number }[] = [
      { name: 'identity', build: () => buildIdentityApp(loadConfig(identityConfig, { ...shared, PORT: String(identityPort) })), port: identityPort },
      { name: 'matching', build: () => buildMatchingApp(loadConfig(matchingConfig, { DEMO_PEOPLE: 'true', ...shared, PORT: String(matchingPort) })), port: matchingPort },
      { name: 'billing', build: () => buildBillingApp(loadConfig(billingConfig, { ...objectStore?.billingEnv, ...shared, PORT: String(billingPort) })), port: billingPort },
    ];
    const running = new Map<ServiceName, FastifyInstance>();
    const startService = async (service: (typeof services)[number]) => {
      const app = await service.build();
      started.push(app);
      running.set(service.name, app);
      await app.listen({ host: '127.0.0.1', port: service.port });
    };
    for (const service of services) await startService(service);
    const restartService = async (name: ServiceName) => {
      const service = services.find((s) => s.name === name);
      const app = running.get(name);
      if (!service || !app) throw new Error(`no service ${name}`);
      started.splice(started.indexOf(app), 1);
      await app.close();
      await startService(service);
    };
    const edge = await buildEdgeApp(loadConfig(edgeConfig, { ...objectStore?.edgeEnv, ...shared, HOST: env.HOST ?? '127.0.0.1', PORT: env.PORT ?? '8080' }));
    started.push(edge);
    const address = await edge.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 8080) });
    return { url: address.replace('127.0.0.1', 'localhost'), restartService, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
