import { baseConfig, optionalSetting, refuseDemoConveniences } from '@wishlist/service-kit';
import { z } from 'zod';
import { DEFAULT_PUSH_ENDPOINT_PREFIXES, parsePrefix, type EndpointPrefix } from './push/endpoints.ts';

/** A base64url string (no padding) of exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), `must be ${bytes} bytes, base64url`);

export const matchingConfig = baseConfig
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3002),
    /** Seed the demo people at start (idempotent). `npm start` turns it on; refused on a public APP_URL. */
    DEMO_PEOPLE: z.stringbool().default(false),
    /** How long to wait for billing (entitlement changes, uploads) before retrying or giving up. */
    BILLING_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
    /**
     * How long an upload's first check may take: billing re-encodes a photo (or strips a video) before answering, which
     * takes seconds for a large one. Under the edge's own limit (EDGE_UPSTREAM_TIMEOUT_MS, 30 s).
     */
    UPLOAD_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1).default(20_000),
    /** How long to wait for identity (a moderator's role, a ban or suspension) before answering 503. */
    IDENTITY_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
    /**
     * The VAPID key pair (RFC 8292) that signs every push: the public key an uncompressed P-256 point, the private
     * key its 32-byte scalar, both base64url. Required in production (browsers' subscriptions are bound to the public
     * key: a new pair silently ends them all); `npm start` keeps a pair in the data folder; unset elsewhere, a pair is
     * made for the run.
     */
    VAPID_PUBLIC_KEY: optionalSetting(base64url(65)),
    VAPID_PRIVATE_KEY: optionalSetting(base64url(32)),
    /** Whom push services may contact about this sender (RFC 8292 `sub`): a mailto: or https: URL. */
    VAPID_SUBJECT: optionalSetting(
      z.string().regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https: URL'),
    ),
    /**
     * The push services subscriptions may name (comma-separated URL prefixes; `*.` in a host: any subdomain).
     * Default: Chrome's, Firefox's, Safari's and Edge's https services. Anything else (tests' own service on
     * 127.0.0.1) only by setting it.
     */
    PUSH_ENDPOINT_PREFIXES: z
      .string()
      .default(DEFAULT_PUSH_ENDPOINT_PREFIXES)
      .transform((value, ctx): EndpointPrefix[] => {
        const entries = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'names no push service' });
        return entries.flatMap((entry) => {
          const parsed = parsePrefix(entry);
          if (typeof parsed === 'object') return [parsed];
          ctx.addIssue({ code: 'custom', message: parsed });
          return [];
        });
      }),
    /** How often the queue of pushes is worked (new ones, and retries that are due). */
    PUSH_INTERVAL_MS: z.coerce.number().int().min(10).default(2000),
    /** How long a message's push waits for an open event stream (a tab of the app) to take the message first. */
    PUSH_MESSAGE_DELAY_MS: z.coerce.number().int().min(0).default(3000),
    /** How long a push service may take to answer one push before it counts as failed (and is retried). */
    PUSH_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    /** The first retry's wait after a push service's 429 or 5xx without Retry-After; it doubles each time. */
    PUSH_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
    /** How often the "your turn" reminders are looked for (a match's message unanswered for 24 hours). */
    REMINDER_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(10)
      .default(10 * 60 * 1000),
    /** How often the e-mail digest looks for messages unread for 12 hours (email-digest/job.ts). */
    EMAIL_DIGEST_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(15 * 60 * 1000),
  })
  .superRefine((config, ctx) => {
    // 200 made-up people among real ones would deceive them.
    refuseDemoConveniences(config, ctx, config.DEMO_PEOPLE ? ['DEMO_PEOPLE=true (200 made-up people)'] : []);
    // A push service without TLS is for a test's own service on this machine.
    const plainHttp = config.PUSH_ENDPOINT_PREFIXES.some((prefix) => prefix.protocol === 'http:');
    refuseDemoConveniences(config, ctx, plainHttp ? ['PUSH_ENDPOINT_PREFIXES with an http:// push service'] : []);
    if (!config.VAPID_PUBLIC_KEY !== !config.VAPID_PRIVATE_KEY)
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'set both VAPID keys, or neither' });
    if (config.NODE_ENV === 'production') {
      for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
        if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
  });

export type MatchingConfig = z.infer<typeof matchingConfig>;
