import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { postgresFolder, STACK_DATABASE } from './data-folder.ts';
import { startStackObjectStore } from './local-object-store.ts';
import { freePort, startLocalPostgres, type LocalPostgres } from './embedded-postgres.ts';
import { secondsSince } from './seconds.ts';
import { migrateAll } from './migrate.ts';
import { startPgbouncer, type Pooler } from './pgbouncer.ts';
import { startLocalReplica, type LocalReplica } from './replica.ts';
import { startServiceInstance, startServiceThread, type ServiceInstance, type ServiceName } from './processes.ts';
import { startThread, type RunningThread } from './threads.ts';

export type { ServiceName };

export interface Stack {
  url: string;
  /** Where the services' pools go (PgBouncer with WISHLIST_POOLER=1), and PostgreSQL itself. */
  database: DatabaseUrls;
  /** Each service's running instances (WISHLIST_INSTANCES of them), in the order of its URL list. */
  instances: Record<ServiceName, ServiceInstance[]>;
  /** Stops every instance of one service and starts them again on their ports (the fault drill). */
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
  instances: Partial<Record<ServiceName, ServiceInstance[]>>;
  edge?: RunningThread;
  postgres?: LocalPostgres;
  pooler?: Pooler;
  replica?: LocalReplica;
  objectStore: Awaited<ReturnType<typeof startStackObjectStore>>;
}

/**
 * The edge first, so no new request reaches a closing service; then the services together; then what they use.
 * Each part is stopped even when one before it failed to close cleanly (the first failure is reported after).
 */
async function stopParts(parts: Parts) {
  const results: PromiseSettledResult<unknown>[] = await Promise.allSettled([parts.edge?.stop()]);
  const instances = Object.values(parts.instances).flat();
  results.push(...(await Promise.allSettled(instances.map((instance) => instance.stop()))));
  results.push(
    ...(await Promise.allSettled([parts.objectStore?.close(), parts.pooler?.stop(), parts.replica?.stop()])),
    ...(await Promise.allSettled([parts.postgres?.stop()])),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Where the services' queries go: PgBouncer when asked for, PostgreSQL itself, and a streaming replica if any. */
interface DatabaseUrls {
  DATABASE_URL: string;
  DATABASE_DIRECT_URL: string;
  DATABASE_REPLICA_URL?: string;
}

/**
 * The database: DATABASE_URL, or an embedded PostgreSQL started in the data folder (kept in `parts`); with
 * WISHLIST_REPLICA=1 a streaming replica of it, made from its data folder on this machine; with WISHLIST_POOLER=1,
 * PgBouncer in transaction mode in front of it for the requests' pools.
 */
async function database(dataDir: string, env: NodeJS.ProcessEnv, parts: Parts, step: Step): Promise<DatabaseUrls> {
  let direct = env.DATABASE_URL;
  if (!direct) {
    const local = await step('PostgreSQL', async () => {
      const started = await startLocalPostgres(postgresFolder(dataDir));
      await started.createDatabase(STACK_DATABASE);
      return started;
    });
    parts.postgres = local;
    direct = local.url(STACK_DATABASE);
  }
  const urls: DatabaseUrls = { DATABASE_URL: direct, DATABASE_DIRECT_URL: direct };
  if (env.WISHLIST_REPLICA === '1') {
    const primary = new URL(direct);
    primary.pathname = '/postgres';
    const replica = await step('replica', () => startLocalReplica(primary.toString(), join(dataDir, 'replica')));
    parts.replica = replica;
    urls.DATABASE_REPLICA_URL = replica.url(new URL(direct).pathname.slice(1));
  }
  if (env.WISHLIST_POOLER === '1') {
    const pooler = await step('PgBouncer', () => startPgbouncer(join(dataDir, 'pgbouncer'), direct));
    parts.pooler = pooler;
    urls.DATABASE_URL = pooler.urlFor(direct);
  }
  return urls;
}

/** How many processes of each service to run (WISHLIST_INSTANCES, 1 by default). */
function instanceCount(env: NodeJS.ProcessEnv) {
  const count = Number(env.WISHLIST_INSTANCES ?? 1);
  if (!Number.isInteger(count) || count < 1) throw new Error('WISHLIST_INSTANCES must be a whole number, 1 or more');
  return count;
}

const SERVICES: ServiceName[] = ['identity', 'matching', 'billing'];

/**
 * What every part is started with (the caller's variables win over the local defaults), each service's own, and
 * the ports of its instances: every part is given the list of each service's instances.
 */
async function environments(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  databaseUrls: DatabaseUrls,
  parts: Parts,
  count: number,
) {
  const ports = {} as Record<ServiceName, number[]>;
  for (const name of SERVICES) ports[name] = await Promise.all(Array.from({ length: count }, freePort));
  const list = (name: ServiceName) => ports[name].map((port) => `http://127.0.0.1:${port}`).join(',');
  const shared = {
    LOG_LEVEL: 'warn',
    ...localSecrets(dataDir),
    ...env,
    ...databaseUrls,
    // startStack has applied them, once, before any instance starts.
    MIGRATE: 'false',
    IDENTITY_URL: list('identity'),
    MATCHING_URL: list('matching'),
    BILLING_URL: list('billing'),
    HOST: '127.0.0.1',
  };
  const services: Record<ServiceName, NodeJS.ProcessEnv> = {
    identity: shared,
    matching: { DEMO_PEOPLE: 'true', ...shared },
    billing: { ...parts.objectStore?.billingEnv, ...shared },
  };
  return { shared, services, ports };
}

/** Every instance started, or (those that did stopped again) the first failure. */
async function allOrNone(starting: Promise<ServiceInstance>[]) {
  const results = await Promise.allSettled(starting);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed) return started;
  await Promise.allSettled(started.map((instance) => instance.stop()));
  throw failed.reason;
}

/**
 * Every service's instances, started together; those that started are kept in `parts`, so all are stopped when one
 * fails.
 */
async function startServices(start: (name: ServiceName) => Promise<ServiceInstance[]>, parts: Parts) {
  const results = await Promise.allSettled(SERVICES.map(start));
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') parts.instances[SERVICES[i] as ServiceName] = result.value;
  });
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Everything on one machine: PostgreSQL (embedded unless DATABASE_URL is set), a streaming replica of it with
 * WISHLIST_REPLICA=1, PgBouncer in front of it with WISHLIST_POOLER=1, every migration applied once, each service in a
 * worker thread, or with WISHLIST_INSTANCES=N (2 or more) N OS processes of each (started again should one end), on
 * free loopback ports, and the edge in a worker thread, balancing over them. Environment variables given by
 * the caller win over the local defaults. `log` gets one line per part started, with the time it took.
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
  const parts: Parts = { instances: {}, objectStore: null };
  const stop = () => stopParts(parts);
  try {
    const count = instanceCount(env);
    const databaseUrls = await database(dataDir, env, parts, step);
    await step('migrations', () => migrateAll(databaseUrls.DATABASE_DIRECT_URL));
    // Uploads: an embedded S3-compatible store (s3rver) unless S3_ENDPOINT names one.
    parts.objectStore = await step('object store', () => startStackObjectStore(join(dataDir, 'objects'), env));
    const { shared, services, ports } = await environments(dataDir, env, databaseUrls, parts, count);
    const startInstances = (name: ServiceName) =>
      step(count === 1 ? name : `${name} ×${count}`, () =>
        count === 1
          ? Promise.all(ports[name].map((port) => startServiceThread(name, services[name], port)))
          : allOrNone(ports[name].map((port) => startServiceInstance(name, services[name], port, log))),
      );
    await startServices(startInstances, parts);
    const restartService = async (name: ServiceName) => {
      await Promise.all((parts.instances[name] ?? []).map((instance) => instance.stop()));
      parts.instances[name] = await startInstances(name);
    };
    const host = env.HOST ?? '127.0.0.1';
    const port = Number(env.PORT ?? 8080);
    const edgeEnv = { ...parts.objectStore?.edgeEnv, ...shared, HOST: host, PORT: String(port) };
    const edge = await step('edge', () => startThread('edge', edgeEnv, { host, port }));
    parts.edge = edge;
    return {
      url: edge.url.replace('127.0.0.1', 'localhost'),
      database: databaseUrls,
      instances: parts.instances as Record<ServiceName, ServiceInstance[]>,
      restartService,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
