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
 * How many times a request refused by an instance (ECONNREFUSED: nothing was sent) goes on to another one:
 * none with a single instance; otherwise enough that the balancing, shared with concurrent requests, reaches a
 * live instance, while an instance it has found down keeps a low weight.
 */
export const refusedRetries = (instances: number) => 2 * (instances - 1);

/** Whether an error says the connection was refused, so the request never reached the instance. */
export function wasRefused(err: unknown): boolean {
  for (let cause = err; cause instanceof Error; cause = cause.cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ECONNREFUSED') return true;
  }
  return false;
}
