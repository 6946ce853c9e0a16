import { baseConfig, optionalSetting, refuseDemoConveniences } from '@wishlist/service-kit';
import { z } from 'zod';

export const identityConfig = baseConfig
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    /**
     * Where mails are sent from (`smtp://user:pass@host:587`, `smtps://…:465`). Unset: demo mode, in which they go
     * to the demo mailbox page (anyone can read it: start-up allows it only on this machine, see APP_URL).
     * With it, APP_URL (the base's; where mailed links point) is required.
     */
    SMTP_URL: optionalSetting(z.url({ protocol: /^smtps?$/ })),
    /** The From of the mails, e.g. `Wishlist <no-reply@example.com>`; required with SMTP_URL. */
    MAIL_FROM: optionalSetting(z.string().min(3)),
    /** Lets a production deployment without SMTP_URL run demo mode (mails to the demo mailbox): off by default. */
    ALLOW_DEMO_CODES: z.stringbool().default(false),
    /** scrypt's cost as log2(N): 17 is 128 MiB and about 0.4 s per hash here. Each hash records its own. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
    /** How long to wait for matching (profile creation and reads) before answering 503. */
    MATCHING_TIMEOUT_MS: z.coerce.number().int().min(1).default(3000),
    /** How long to wait for billing (deleting and exporting a person's data; a cancel at Stripe included). */
    BILLING_TIMEOUT_MS: z.coerce.number().int().min(1).default(15000),
    /** How often deletions that a service failed part-way are tried again. */
    ACCOUNT_DELETION_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
  })
  .superRefine((config, ctx) => {
    for (const key of ['MAIL_FROM', 'APP_URL'] as const) {
      if (config.SMTP_URL && !config[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMTP_URL is set' });
    }
    // Codes read in a mailbox anyone can open prove nothing about the address: a real deployment must mail them.
    if (!config.SMTP_URL && config.NODE_ENV === 'production' && !config.ALLOW_DEMO_CODES) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (or set ALLOW_DEMO_CODES=true to run demo mode)',
      });
    }
    const conveniences = [];
    if (!config.SMTP_URL)
      conveniences.push(
        'demo mode (SMTP_URL unset: every code and reset link is readable by anyone on the demo mailbox page)',
      );
    if (config.ALLOW_DEMO_CODES) conveniences.push('ALLOW_DEMO_CODES=true');
    refuseDemoConveniences(config, ctx, conveniences);
  });

export type IdentityConfig = z.infer<typeof identityConfig>;
