import { z } from 'zod';

/** Settings every process reads, the edge included: where it listens, how it logs, where the services are. */
export const processConfig = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDENTITY_URL: z.url().default('http://127.0.0.1:3001'),
  MATCHING_URL: z.url().default('http://127.0.0.1:3002'),
  BILLING_URL: z.url().default('http://127.0.0.1:3003'),
});

/** Settings every service reads. A service extends this with its own (`baseConfig.extend({...})`). */
export const baseConfig = processConfig.extend({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  SERVICE_TOKEN: z.string().min(32, 'must be at least 32 characters'),
  /** Which proxies to believe for X-Forwarded-* (the edge): proxy-addr names or CIDRs, comma-separated. */
  TRUST_PROXY: z.string().default('loopback,linklocal,uniquelocal'),
  /** Validate every response against the contract and fail loudly (tests). */
  CONTRACT_CHECK: z.stringbool().default(false),
});

export type BaseConfig = z.infer<typeof baseConfig>;

/** A variable that may be left out; set but empty (`SMTP_URL=` in a compose file) counts as unset. */
export const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Parses the environment; a missing or malformed variable stops start-up with a message naming it. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

/** The names of the variables a config schema knows (for checking deployment files). */
export const configKeys = (schema: z.ZodObject) => Object.keys(schema.shape);
