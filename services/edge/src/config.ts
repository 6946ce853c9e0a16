import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { optionalSetting, processConfig } from '@wishlist/service-kit';
import { z } from 'zod';

/** proxy-addr's names for ranges of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  // A range of length 0 (0.0.0.0/0, ::/0) is every address: everyone trusted.
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128))
  );
};

/**
 * The proxies in front of the edge, as Fastify's `trustProxy` takes them: a number of hops (`1`: the TLS proxy that
 * connects to the edge), or addresses and CIDR ranges, comma-separated. Never "everyone": a client could then
 * choose its own address with X-Forwarded-For.
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of hops (1 or more) or addresses and CIDR ranges, comma-separated (not: ${wrong.join(', ')})`,
      });
    }
    return entries;
  });

export const edgeConfig = processConfig
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** The proxies in front of the edge (see trustedProxies). Unset: none; the connecting address is the client. */
    EDGE_TRUST_PROXY: optionalSetting(trustedProxies),
    /** An API request's body must have fully arrived within this (else 408): a slow client holds only its own socket. */
    EDGE_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** The same for an upload through /store/* (up to 50 MiB from a phone). */
    EDGE_UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
    /** A service that has not answered (headers, or the next chunk of its body) within this gets 504. */
    EDGE_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** The embedded object store, proxied under /store/* so uploads use the edge's origin (unset: no such route). */
    OBJECT_STORE_URL: optionalSetting(z.url()),
    /** The folder holding shell/dist and each remote's dist (the repository root by default). */
    WEB_ROOT: z.string().default(fileURLToPath(new URL('../../..', import.meta.url))),
  })
  .superRefine((config, ctx) => {
    // The edge speaks plain HTTP: an https APP_URL means a TLS proxy in front, whose X-Forwarded-* the edge must
    // believe to see the real client and that it came over https (Secure cookies are set only then).
    if (config.APP_URL?.startsWith('https:') && config.EDGE_TRUST_PROXY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['EDGE_TRUST_PROXY'],
        message: 'is required when APP_URL is https: name the TLS proxy in front of the edge (hops or addresses)',
      });
    }
  });

export type EdgeConfig = z.infer<typeof edgeConfig>;

/** EDGE_TRUST_PROXY as Fastify's `trustProxy` takes it: a hop count as proxy-addr counts hops (its typings lack numbers). */
export function trustedProxiesOption(config: Pick<EdgeConfig, 'EDGE_TRUST_PROXY'>) {
  const trusted = config.EDGE_TRUST_PROXY;
  if (typeof trusted === 'number') return (_address: string, hop: number) => hop < trusted;
  return trusted ?? false;
}
