import type { Pool } from 'undici';
import { z } from 'zod';

/**
 * Where another service is reached: one or more instances of it (IDENTITY_URL, MATCHING_URL, BILLING_URL), given
 * as http(s) origins, comma-separated. The edge and the service clients balance over them (undici's BalancedPool).
 */
export const upstreamList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isOrigin(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be http(s) origins, comma-separated (not: ${wrong.map((entry) => entry || '(empty)').join(', ')})`,
      });
      return z.NEVER;
    }
    return entries.map((entry) => new URL(entry).origin);
  });

/** An http(s) URL naming only an instance (scheme, host, port): a path would be dropped by the balancing. */
function isOrigin(entry: string) {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash;
}

/**
 * How undici's BalancedPool weighs the instances (out of 100): each connection an instance fails costs it half, each
 * one it accepts gives that back, so a killed instance is chosen 1 time in 100 after two failures (the default, 15,
 * took seven, while requests kept meeting it) and is back in full after two connections.
 */
export const INSTANCE_WEIGHTS = { maxWeightPerServer: 100, errorPenalty: 50 } as Pool.Options; // read by BalancedPool, not in undici's types

/** Resends of a request refused at connect, per other instance: cheap (nothing was sent), while the weights settle. */
const REFUSED_RESENDS_PER_INSTANCE = 4;

/** Methods that change nothing: a request of theirs that a service never read may be sent once more. */
const safeMethods = new Set(['GET', 'HEAD']);
/** The instance closed the connection as the request went out (a restart or a crash, a keep-alive timeout). */
const closedConnection = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** The error codes along an error's causes (fetch wraps undici's error in a TypeError). */
function codesOf(err: unknown): string[] {
  const codes = [];
  for (let cause = err; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as NodeJS.ErrnoException;
    if (code) codes.push(code);
  }
  return codes;
}

/**
 * Whether a failed request may go once more, the balancing choosing the instance (attempt 0 is the first sending):
 * - one refused at connect (ECONNREFUSED: nothing was sent; the instance is down or restarting), whatever its
 *   method, up to REFUSED_RESENDS_PER_INSTANCE times per other instance, enough for the balancing, shared with
 *   concurrent requests, to reach a live one; never with a single instance;
 * - a read that met a connection closed under it, once (a write never: whether the instance acted on it is unknown).
 */
export function mayResend(err: unknown, method: string, attempt: number, instances: number): boolean {
  const codes = codesOf(err);
  if (codes.includes('ECONNREFUSED')) return attempt < REFUSED_RESENDS_PER_INSTANCE * (instances - 1);
  return safeMethods.has(method) && attempt === 0 && codes.some((code) => closedConnection.has(code));
}
