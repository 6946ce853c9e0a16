import { parse as parseDuration } from '@lukeed/ms';
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Pool } from 'pg';
import { ApiError } from './errors.ts';
import type { OperationId } from './handlers.ts';
import { runHourly } from './housekeeping.ts';
import { dbOver, rows, sql } from './sql.ts';

/**
 * One limit on an operation: at most `max` requests per `timeWindow` for each client address, body field or
 * signed-in person.
 */
export interface RateLimitRule {
  /** Names the counter (unique within the service), e.g. `login-by-username`. */
  name: string;
  max: number;
  /** A duration in @fastify/rate-limit's notation, e.g. `15 minutes`. */
  timeWindow: string;
  /**
   * What is counted: the client's network address, a string field of the JSON body (compared lowercased), or the
   * session's user (a quota per person, for operations behind the session scheme; counted once the guard let them in).
   * Rules of several operations that share a `name` share one counter (one budget for, say, every profile write).
   */
  per: 'ip' | 'user' | { bodyField: string; andAddress?: boolean };
  /** Requests this rule lets through uncounted (say, from a device the account signed in on before). */
  exempt?: (request: FastifyRequest, subject: string) => boolean;
  /**
   * Only failures count (sign-in: a shared address full of people who sign in correctly is never locked out). Each
   * request is counted as it comes, so parallel tries stay bounded, and given back once it answers below 400.
   * For rules per address or body field.
   */
  failuresOnly?: true;
}

/** The limits of a service's operations, keyed by operationId. */
export type RateLimits = Partial<Record<OperationId, RateLimitRule[]>>;

/**
 * Counts one request against each counter, in one statement: a fixed window per key (`windowMs` long, from the
 * first request), and one upsert keeps concurrent requests exact. Answers each key's hits in its window and the
 * milliseconds until it resets.
 */
async function countRequest(pool: Pool, counters: { key: string; windowMs: number }[]) {
  const keys = counters.map((counter) => counter.key);
  const windows = counters.map((counter) => counter.windowMs);
  const counted = await rows(
    dbOver(pool),
    sql<{ key: string; hits: number; ttl: number }>`insert into rate_limit.counters as c (key, hits, resets_at)
        select key, 1, now() + make_interval(secs => window_ms / 1000)
        from unnest(${keys}::text[], ${windows}::double precision[]) as counter(key, window_ms)
      on conflict (key) do update set
        hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
        resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
      returning key, hits, ceil(extract(epoch from resets_at - now()) * 1000)::integer as ttl`,
  );
  return new Map(counted.map((row) => [row.key, row]));
}

/**
 * Counters live in PostgreSQL, not in memory: the services scale out behind the edge, and a limit held by
 * each replica would multiply with the replicas (and reset on every restart).
 */
function pgStore(pool: Pool) {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRequest(pool, [{ key, windowMs: timeWindow }]).then((counts) => {
        const count = counts.get(key);
        callback(null, count && { current: count.hits, ttl: count.ttl });
      }, callback);
    }

    // Rule names are part of every key, so one store serves every rule.
    child() {
      return this;
    }
  };
}

/**
 * Deletes the counters kept about a person: those of the rules per body field whose value is one of `values`
 * (say a username and an email address), alone or paired with an address.
 */
export async function forgetRateLimitCounters(pool: Pool, limits: RateLimits, values: string[]) {
  const rules = Object.values(limits).flatMap((rules) => rules ?? []);
  const subjects = values.map((value) => value.trim().toLowerCase());
  const keys: string[] = [];
  const prefixes: string[] = [];
  for (const { name, per } of rules) {
    if (per === 'ip' || per === 'user') continue;
    for (const subject of subjects)
      (per.andAddress ? prefixes : keys).push(per.andAddress ? `${name}:${subject}@` : `${name}:${subject}`);
  }
  await sql`delete from rate_limit.counters where key = any(${keys}::text[]) or key ^@ any(${prefixes}::text[])`.execute(
    dbOver(pool),
  );
}

/** Deletes the quotas counted for a person (rules per user), on every operation: their account is being deleted. */
export async function forgetUserQuotas(pool: Pool, limits: RateLimits, userId: string) {
  const names = new Set(
    Object.values(limits).flatMap((rules) =>
      (rules ?? []).filter((rule) => rule.per === 'user').map((rule) => `${rule.name}:${userId}`),
    ),
  );
  await sql`delete from rate_limit.counters where key = any(${[...names]}::text[])`.execute(dbOver(pool));
}

function subjectOf(rule: RateLimitRule, request: FastifyRequest) {
  if (rule.per === 'ip') return normalizeIP(request.ip);
  if (rule.per === 'user') return request.userId ?? undefined;
  const value = (request.body as Record<string, unknown> | undefined)?.[rule.per.bodyField];
  if (typeof value !== 'string') return undefined;
  const field = value.trim().toLowerCase();
  return rule.per.andAddress ? `${field}@${normalizeIP(request.ip)}` : field;
}

function inWords(seconds: number) {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Applies each operation's limits. A limit per address counts every request, malformed ones too (a flood of
 * garbage is still a flood); a limit per body field counts only requests that passed validation, so its key is
 * always a valid value that PostgreSQL can store. Both run before the guard and the handler. A quota per user runs
 * after the guard (a guest's or a forged request is refused before it counts against anyone) and before the handler.
 * Over a limit: 429 in the Error shape with Retry-After in seconds.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits) {
  await app.register(fastifyRateLimit, { global: false, store: pgStore(app.pool) });
  runHourly(app, 'purging stale rate-limit counters', () =>
    sql`delete from rate_limit.counters where resets_at <= now()`.execute(app.db),
  );

  // Each operation's rules in three hooks, by when they are counted.
  const hooksOf = (
    kind: (rule: RateLimitRule) => boolean,
    hookOf: (rules: RateLimitRule[]) => preHandlerAsyncHookHandler,
  ) => {
    const hooks = new Map<string, preHandlerAsyncHookHandler>();
    for (const [operationId, rules = []] of Object.entries(limits)) {
      const picked = rules.filter(kind);
      if (picked.length > 0) hooks.set(operationId, hookOf(picked));
    }
    return hooks;
  };
  const byAddress = hooksOf(
    (rule) => rule.per === 'ip',
    (rules) => limitHook(app, rules),
  );
  const byField = hooksOf(
    (rule) => typeof rule.per === 'object',
    (rules) => limitHook(app, rules),
  );
  const byUser = hooksOf(
    (rule) => rule.per === 'user',
    (rules) => quotaHook(app.pool, rules),
  );
  const refunds = new Map(
    Object.entries(limits)
      .map(([operationId, rules = []]) => [operationId, rules.filter((rule) => rule.failuresOnly)] as const)
      .filter(([, rules]) => rules.length > 0)
      .map(([operationId, rules]) => [operationId, refundOnSuccess(app.pool, rules)] as const),
  );
  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId;
    if (!operationId) return;
    const beforeValidation = byAddress.get(operationId);
    const afterValidation = byField.get(operationId);
    const afterGuard = byUser.get(operationId);
    const refund = refunds.get(operationId);
    if (refund) route.onSend = [...[route.onSend ?? []].flat(), refund];
    if (beforeValidation) route.preValidation = [...[route.preValidation ?? []].flat(), beforeValidation];
    // First of the route's preHandler hooks: ahead of the guard that fastify-openapi-glue adds there; the quotas
    // per user last, behind it.
    if (afterValidation) route.preHandler = [afterValidation, ...[route.preHandler ?? []].flat()];
    if (afterGuard) route.preHandler = [...[route.preHandler ?? []].flat(), afterGuard];
  });
}

/** One hook checking `rules` in order: the first one over its limit answers 429. */
function limitHook(app: FastifyInstance, rules: RateLimitRule[]): preHandlerAsyncHookHandler {
  const checks = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindow,
      keyGenerator: (request) => `${rule.name}:${subjectOf(rule, request)}`,
    }),
  }));
  return async (request, reply) => {
    for (const { rule, check } of checks) {
      const subject = subjectOf(rule, request);
      if (subject === undefined || rule.exempt?.(request, subject)) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) refuseOverLimit(reply, result.ttlInSeconds);
    }
  };
}

/** Gives back, once a request answered below 400, what it counted against `rules` (each counting failures only). */
function refundOnSuccess(pool: Pool, rules: RateLimitRule[]): onSendAsyncHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    const keys = rules.flatMap((rule) => {
      const subject = subjectOf(rule, request);
      return subject === undefined || rule.exempt?.(request, subject) ? [] : [`${rule.name}:${subject}`];
    });
    await sql`update rate_limit.counters set hits = greatest(hits - 1, 0)
      where key = any(${keys}::text[]) and resets_at > now()`.execute(dbOver(pool));
    return payload;
  };
}

/**
 * One hook counting a request against every quota per user of its operation in one statement (a like, the busiest
 * write, pays one round trip for its per-minute and hourly quotas): any one over its limit answers 429.
 */
function quotaHook(pool: Pool, rules: RateLimitRule[]): preHandlerAsyncHookHandler {
  const quotas = rules.map((rule) => ({ rule, windowMs: durationOf(rule) }));
  return async (request, reply) => {
    const userId = request.userId;
    if (!userId) return;
    const counted = quotas.filter(({ rule }) => !rule.exempt?.(request, userId));
    if (counted.length === 0) return;
    const counts = await countRequest(
      pool,
      counted.map(({ rule, windowMs }) => ({ key: `${rule.name}:${userId}`, windowMs })),
    );
    for (const { rule } of counted) {
      const count = counts.get(`${rule.name}:${userId}`);
      if (count && count.hits > rule.max) refuseOverLimit(reply, Math.ceil(count.ttl / 1000));
    }
  };
}

function durationOf(rule: RateLimitRule) {
  const ms = parseDuration(rule.timeWindow);
  if (!ms) throw new Error(`rate limit ${rule.name}: "${rule.timeWindow}" is not a duration`);
  return ms;
}

/** A 429 RATE_LIMITED with Retry-After: how every limit refuses (also a service's own count, like current-password tries). */
export function refuseOverLimit(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', retryAfterSeconds);
  throw new ApiError('RATE_LIMITED', { wait: inWords(retryAfterSeconds) });
}
