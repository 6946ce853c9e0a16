import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { postgresFolder, STACK_DATABASE } from './data-folder.ts';
import { startStackObjectStore } from './local-object-store.ts';
import { freePort, startLocalPostgres, type LocalPostgres } from './embedded-postgres.ts';
import { secondsSince } from './seconds.ts';
import { startThread, type RunningThread } from './threads.ts';

export type ServiceName = 'identity' | 'matching' | 'billing';

export interface Stack {
  url: string;
  /** Closes one service and starts it again on its port (the fault drill). */
  restartService(name: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

type LocalSecrets = Record<'SESSION_SECRET' | 'SERVICE_TOKEN' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY', string>;

/** A VAPID key pair (RFC 8292): the P-256 public point uncompressed and the private scalar, base64url. */
function vapidKeys() {
  const { x, y, d } = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const bytes = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
  return {
    VAPID_PUBLIC_KEY: Buffer.concat([Buffer.from([4]), bytes(x), bytes(y)]).toString('base64url'),
    VAPID_PRIVATE_KEY: bytes(d).toString('base64url'),
  };
}

/**
 * Secrets generated once per data folder, so sessions and browsers' push subscriptions (bound to the VAPID key)
 * survive a restart. A folder from before a secret existed gets it added.
 */
function localSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  const kept: Partial<LocalSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secret = () => randomBytes(32).toString('base64url');
  const secrets: LocalSecrets = {
    SESSION_SECRET: kept.SESSION_SECRET ?? secret(),
    SERVICE_TOKEN: kept.SERVICE_TOKEN ?? secret(),
    ...(kept.VAPID_PUBLIC_KEY && kept.VAPID_PRIVATE_KEY
      ? { VAPID_PUBLIC_KEY: kept.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: kept.VAPID_PRIVATE_KEY }
      : vapidKeys()),
  };
  if (Object.entries(secrets).some(([name, value]) => kept[name as keyof LocalSecrets] !== value))
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

type Step = <T>(part: string, start: () => Promise<T>) => Promise<T>;

/** The parts started so far, each stopped with the stack. */
interface Parts {
  services: Map<ServiceName, RunningThread>;
  edge?: RunningThread;
  postgres?: LocalPostgres;
  objectStore: Awaited<ReturnType<typeof startStackObjectStore>>;
}

/**
 * The edge first, so no new request reaches a closing service; then the services together. Each part is stopped
 * even when one before it failed to close cleanly (the first failure is reported after).
 */
async function stopParts(parts: Parts) {
  const results: PromiseSettledResult<unknown>[] = await Promise.allSettled([parts.edge?.stop()]);
  results.push(...(await Promise.allSettled([...parts.services.values()].map((service) => service.stop()))));
  results.push(
    ...(await Promise.allSettled([parts.objectStore?.close()])),
    ...(await Promise.allSettled([parts.postgres?.stop()])),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The database's URL: DATABASE_URL, or an embedded PostgreSQL started in the data folder (kept in `parts`). */
async function database(dataDir: string, env: NodeJS.ProcessEnv, parts: Parts, step: Step): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const local = await step('PostgreSQL', async () => {
    const started = await startLocalPostgres(postgresFolder(dataDir));
    await started.createDatabase(STACK_DATABASE);
    return started;
  });
  parts.postgres = local;
  return local.url(STACK_DATABASE);
}

/** What every part is started with (the caller's variables win over the local defaults), and each service's own. */
async function environments(dataDir: string, env: NodeJS.ProcessEnv, databaseUrl: string, parts: Parts) {
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
  const services: Record<ServiceName, NodeJS.ProcessEnv & { PORT: string }> = {
    identity: { ...shared, PORT: String(identityPort) },
    matching: { DEMO_PEOPLE: 'true', ...shared, PORT: String(matchingPort) },
    billing: { ...parts.objectStore?.billingEnv, ...shared, PORT: String(billingPort) },
  };
  return { shared, services };
}

/**
 * The services, started together (each one's migrations wait for the others' under the advisory lock); those that
 * started are kept in `parts`, so all are stopped when one fails.
 */
async function startServices(
  names: ServiceName[],
  startService: (name: ServiceName) => Promise<RunningThread>,
  parts: Parts,
) {
  const results = await Promise.allSettled(names.map(startService));
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') parts.services.set(names[i] as ServiceName, result.value);
  });
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Everything on one machine: PostgreSQL (embedded unless DATABASE_URL is set), the three services on free
 * loopback ports and the edge, each in a worker thread of its own (one event loop each, so several cores are
 * used). Environment variables given by the caller win over the local defaults. `log` gets one line per part
 * started, with the time it took.
 */
export async function startStack(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = () => undefined,
): Promise<Stack> {
  const step: Step = async (part, start) => {
    const began = performance.now();
    const started = await start();
    log(`${part} started in ${secondsSince(began)}`);
    return started;
  };
  mkdirSync(dataDir, { recursive: true });
  const parts: Parts = { services: new Map(), objectStore: null };
  const stop = () => stopParts(parts);
  try {
    const databaseUrl = await database(dataDir, env, parts, step);
    // Uploads: an embedded S3-compatible store (s3rver) unless S3_ENDPOINT names one.
    parts.objectStore = await step('object store', () => startStackObjectStore(join(dataDir, 'objects'), env));
    const { shared, services } = await environments(dataDir, env, databaseUrl, parts);
    const loopback = (port: number) => ({ host: '127.0.0.1', port });
    const startService = (name: ServiceName) =>
      step(name, () => startThread(name, services[name], loopback(Number(services[name].PORT))));
    await startServices(Object.keys(services) as ServiceName[], startService, parts);
    const restartService = async (name: ServiceName) => {
      await parts.services.get(name)?.stop();
      parts.services.delete(name);
      parts.services.set(name, await startService(name));
    };
    const host = env.HOST ?? '127.0.0.1';
    const port = Number(env.PORT ?? 8080);
    const edgeEnv = { ...parts.objectStore?.edgeEnv, ...shared, HOST: host, PORT: String(port) };
    const edge = await step('edge', () => startThread('edge', edgeEnv, { host, port }));
    parts.edge = edge;
    return { url: edge.url.replace('127.0.0.1', 'localhost'), restartService, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
