import { baseConfig, refuseDemoConveniences } from '@wishlist/service-kit';
import { z } from 'zod';

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
  });

export type MatchingConfig = z.infer<typeof matchingConfig>;
