import { baseConfig, optionalSetting, refuseDemoConveniences } from '@wishlist/service-kit';
import { z } from 'zod';

export const billingConfig = baseConfig
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3003),
    /** How long to wait for matching's count of today's likes before showing 0. */
    MATCHING_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),

    /** Set: payments go through Stripe. Unset: the labelled test-payment mode. */
    STRIPE_SECRET_KEY: optionalSetting(z.string().startsWith('sk_', 'must be a Stripe secret key (sk_…)')),
    STRIPE_PUBLISHABLE_KEY: optionalSetting(z.string().startsWith('pk_', 'must be a Stripe publishable key (pk_…)')),
    STRIPE_WEBHOOK_SECRET: optionalSetting(
      z.string().startsWith('whsec_', 'must be a webhook signing secret (whsec_…)'),
    ),
    /** The Stripe prices (price_…) of the paid plans, monthly. */
    STRIPE_PRICE_PREMIUM: optionalSetting(z.string().startsWith('price_')),
    STRIPE_PRICE_GOLD: optionalSetting(z.string().startsWith('price_')),
    /** Another Stripe API host, e.g. stripe-mock (http://localhost:12111); Stripe's own by default. */
    STRIPE_API_URL: optionalSetting(z.url()),
    /** Lets a production deployment without Stripe keys take test payments (free paid tiers): off by default. */
    ALLOW_TEST_PAYMENTS: z.stringbool().default(false),

    /** The S3-compatible store of uploads, as the service reaches it; unset: AWS S3 itself. */
    S3_ENDPOINT: optionalSetting(z.url()),
    /** The store as browsers reach it (presigned upload URLs point there); S3_ENDPOINT by default. */
    S3_PUBLIC_ENDPOINT: optionalSetting(z.url()),
    /**
     * Instead of S3_PUBLIC_ENDPOINT: browsers reach the store through the app's own origin under this path (the
     * edge proxies it, as in `npm start`), so upload URLs work from whatever address the app was opened at.
     */
    S3_PUBLIC_PATH: optionalSetting(z.string().regex(/^\/[a-z0-9/-]+$/)),
    /** Uploads no profile used within this many hours are deleted from the store. */
    UNUSED_UPLOAD_HOURS: z.coerce.number().positive().default(24),
    /**
     * Photo triage (README "Photo triage"): a photo whose nudity score (nsfwjs: Porn + Hentai + Sexy, 0..1) is above
     * this is held for a moderator. 0 holds every photo, 1 none.
     */
    NSFW_THRESHOLD: z.coerce.number().min(0).max(1).default(0.8),
    /** Off: no photo is scored or held (a deployment without a second of CPU per photo to spare; tests of other things). */
    PHOTO_TRIAGE: z.stringbool().default(true),
    /** How often photo triage looks for photos to score and flags matching has not taken yet. */
    PHOTO_TRIAGE_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().min(3).default('wishlist-media'),
    /** Unset: the AWS SDK's default credential chain (instance role, environment, profile). */
    S3_ACCESS_KEY_ID: optionalSetting(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optionalSetting(z.string().min(1)),
  })
  .superRefine((config, ctx) => {
    if (config.STRIPE_SECRET_KEY) {
      for (const key of [
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_PREMIUM',
        'STRIPE_PRICE_GOLD',
      ] as const) {
        if (!config[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
      }
    } else if (config.NODE_ENV === 'production' && !config.ALLOW_TEST_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required in production (or set ALLOW_TEST_PAYMENTS=true to run the test-payment mode)',
      });
    }
    // Free paid plans are no privacy risk, but they are a demo's, not a service's: refused where real people are.
    const conveniences = [];
    if (!config.STRIPE_SECRET_KEY)
      conveniences.push('the test-payment mode (STRIPE_SECRET_KEY unset: paid plans are free)');
    if (config.ALLOW_TEST_PAYMENTS) conveniences.push('ALLOW_TEST_PAYMENTS=true');
    refuseDemoConveniences(config, ctx, conveniences);
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

export type BillingConfig = z.infer<typeof billingConfig>;
