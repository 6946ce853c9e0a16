import { z } from 'zod';
import { upstreamList } from './upstreams.ts';

/** A variable that may be left out; set but empty (`SMTP_URL=` in a compose file) counts as unset. */
export const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Settings every process reads, the edge included: where it listens, how it logs, where the services are. */
export const processConfig = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Each service's instances, comma-separated (upstreamList); parsed, a list of origins. */
  IDENTITY_URL: upstreamList.default(['http://127.0.0.1:3001']),
  MATCHING_URL: upstreamList.default(['http://127.0.0.1:3002']),
  BILLING_URL: upstreamList.default(['http://127.0.0.1:3003']),
  /**
   * Where people open the app, e.g. `https://wishlist.example.com`. Under https every cookie is Secure and
   * `__Host-` prefixed and the edge sends HSTS; a host other than this machine makes start-up refuse the demo
   * conveniences. Unset: a local run (`npm start`).
   */
  APP_URL: optionalSetting(z.url({ protocol: /^https?$/ })),
});

export type ProcessConfig = z.infer<typeof processConfig>;

/** Settings every service reads. A service extends this with its own (`baseConfig.extend({...})`). */
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });

export const baseConfig = processConfig.extend({
  /** Where requests' queries go: PostgreSQL, or a pooler in transaction mode (PgBouncer) in front of it. */
  DATABASE_URL: postgresUrl,
  /**
   * PostgreSQL itself, never a transaction pooler: for what needs one connection for long (LISTEN) and for
   * migrations. Unset: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: optionalSetting(postgresUrl),
  /** A streaming replica, for the reads that tolerate lag (docs/architecture.md, "Past one machine"). */
  DATABASE_REPLICA_URL: optionalSetting(postgresUrl),
  /** Apply the migrations at start-up; false when `npm run migrate` does it once per release (N instances). */
  MIGRATE: z.stringbool().default(true),
  /** How often the hourly housekeeping jobs (purges, sweeps) run: an hour; `npm run bench:scale` counts them at 1 s. */
  HOUSEKEEPING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60 * 60 * 1000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  SERVICE_TOKEN: z.string().min(32, 'must be at least 32 characters'),
  /** Which proxies to believe for X-Forwarded-* (the edge): proxy-addr names or CIDRs, comma-separated. */
  TRUST_PROXY: z.string().default('loopback,linklocal,uniquelocal'),
  /** Validate every response against the contract and fail loudly (tests). */
  CONTRACT_CHECK: z.stringbool().default(false),
  /** Says that a deployment people reach from elsewhere has no real users, so its demo conveniences may run. */
  DEMO_DEPLOYMENT: z.stringbool().default(false),
});

export type BaseConfig = z.infer<typeof baseConfig>;

/**
 * Whether people can reach the app only from this machine: APP_URL names a loopback host, or is unset outside
 * production (`npm start`). A production process without APP_URL may be anywhere.
 */
export function isLocalRun(config: Pick<ProcessConfig, 'APP_URL' | 'NODE_ENV'>) {
  if (!config.APP_URL) return config.NODE_ENV !== 'production';
  const host = new URL(config.APP_URL).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Stops start-up when demo conveniences (each named by the variables that turn it on) would serve people from
 * elsewhere, unless DEMO_DEPLOYMENT says the deployment has no real users: a demo mailbox anyone can read or free
 * paid plans must never reach real people by a forgotten variable.
 */
export function refuseDemoConveniences(
  config: BaseConfig,
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
  conveniences: string[],
) {
  if (conveniences.length === 0 || config.DEMO_DEPLOYMENT || isLocalRun(config)) return;
  const where = config.APP_URL ? `APP_URL is ${config.APP_URL}, not this machine` : 'APP_URL is unset in production';
  ctx.addIssue({
    code: 'custom',
    path: ['APP_URL'],
    message:
      `${where}, so demo conveniences are refused: ${conveniences.join('; ')}. ` +
      'Turn them off, or set DEMO_DEPLOYMENT=true if this deployment has no real users',
  });
}

/** Parses the environment; a missing or malformed variable stops start-up with a message naming it. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

/** The names of the variables a config schema knows (for checking deployment files). */
export const configKeys = (schema: z.ZodObject) => Object.keys(schema.shape);
