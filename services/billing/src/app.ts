import {
  buildServiceApp,
  runHourly,
  runPeriodically,
  sessionUser,
  type ServiceDefinition,
} from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import fastifyRawBody from 'fastify-raw-body';
import { billingDatabase } from './database.ts';
import { billingConfig, type BillingConfig } from './config.ts';
import { objectStore, type ObjectStore } from './core/object-store.ts';
import type { PaymentTransport } from './core/payment-transport.ts';
import { entitlementHandlers } from './entitlements/handlers.ts';
import { matchingClient, type MatchingClient } from './matching-client.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { stripeAccount, stripeConfigured, type StripeAccount } from './payments/stripe-client.ts';
import { stripeTransport } from './payments/stripe-transport.ts';
import { testTransport } from './payments/test-transport.ts';
import { planHandlers } from './plans/handlers.ts';
import { billingQuotas } from './quotas.ts';
import { subscriptionHandlers } from './subscriptions/handlers.ts';
import { evidenceHandlers } from './uploads/evidence.ts';
import { uploadHandlers } from './uploads/handlers.ts';
import { nudityScorer } from './uploads/nudity.ts';
import { sweepFrozenPhotos, sweepSetAsideUploads, sweepUnusedUploads } from './uploads/sweep.ts';
import { photoTriage, type PhotoTriage } from './uploads/triage.ts';
import { userDataHandlers } from './user-data/handlers.ts';

export { billingConfig };
export { personTables } from './user-data/repository.ts';
export { billingQuotas } from './quotas.ts';

export interface BillingOptions {
  /** The clock (tests move it to see periods end). */
  now?: () => Date;
}

const WEBHOOK_PATH = '/api/stripe/webhook';

/** What lives as long as the app, built once by `billingPlugins`: the handlers are given it. */
export interface BillingParts {
  store: ObjectStore;
  matching: MatchingClient;
  /** This service's Stripe account; null in the test-payment mode. */
  stripe: StripeAccount | null;
  transport: PaymentTransport;
  /** Photo triage, when PHOTO_TRIAGE is on. */
  triage: PhotoTriage | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    billingParts: BillingParts;
  }
}

/**
 * Billing: plans, subscriptions, payments (Stripe or the test-payment mode) and uploads (README.md). `plugins`
 * builds what lives as long as the app and registers every hook and timer; `handlers` only returns the handlers.
 */
export function billingService(options: BillingOptions = {}): ServiceDefinition<BillingConfig> {
  const now = options.now ?? (() => new Date());
  return {
    name: 'billing',
    database: billingDatabase,
    rateLimits: billingQuotas,
    // Buying a plan asks matching's adults-only question, so nobody without an adult birth date pays for one.
    accessRules: {
      adultsOnly: (request) => request.server.billingParts.matching.isAdultMember(sessionUser(request), request.log),
    },
    plugins: (app, config) => billingPlugins(app, config, now),
    handlers: (app, config) => billingHandlers(app.billingParts, config, now),
  };
}

function billingHandlers(parts: BillingParts, config: BillingConfig, now: () => Date) {
  const { store, matching, stripe, transport, triage } = parts;
  return {
    ...planHandlers(),
    ...entitlementHandlers(),
    ...subscriptionHandlers({ transport, now, matching }),
    ...paymentHandlers({ transport, now, matching, stripe }),
    ...uploadHandlers({ store, now, photoStored: triage?.run, matching }),
    ...evidenceHandlers({ store, serviceToken: config.SERVICE_TOKEN, matching }),
    ...userDataHandlers({ transport, store }),
  };
}

/** Builds the store, the clients and the payment transport once, and registers billing's hooks and timers. */
async function billingPlugins(app: FastifyInstance, config: BillingConfig, now: () => Date) {
  await registerWebhookBody(app);
  const store = objectStore(config);
  const matching = matchingClient(config);
  const stripe = stripeConfigured(config) ? stripeAccount(config, app.log) : null;
  // The model's thread starts with the first photo to score, never at start-up.
  const triage = config.PHOTO_TRIAGE
    ? photoTriage({
        em: () => app.orm.em.fork(),
        store,
        scorer: nudityScorer(),
        matching,
        threshold: config.NSFW_THRESHOLD,
        now,
        log: app.log,
      })
    : null;
  app.decorate('billingParts', {
    store,
    matching,
    stripe,
    transport: stripe ? stripeTransport(stripe) : testTransport,
    triage,
  });

  app.addHook('onClose', async () => store.s3.destroy());
  runHourly(app, 'sweeping unused uploads', () =>
    sweepUnusedUploads(app.orm.em.fork(), store, now(), config.UNUSED_UPLOAD_HOURS),
  );
  runHourly(app, 'sweeping removed photos no appeal can bring back', () =>
    sweepSetAsideUploads(app.orm.em.fork(), store, now()),
  );
  runHourly(app, "sweeping photos frozen for a deleted person's partners", () => sweepFrozenPhotos(store, now()));
  if (triage) {
    runPeriodically(app, 'photo triage', config.PHOTO_TRIAGE_INTERVAL_MS, triage.run);
    app.addHook('onClose', triage.close);
  }
}

async function registerWebhookBody(app: FastifyInstance) {
  // Stripe signs the body's exact bytes: keep them for the webhook.
  // Its larger body limit is the kit's `bodyLimitOf`, which the edge applies too.
  await app.register(fastifyRawBody, { routes: [WEBHOOK_PATH], runFirst: true });
}

export const buildBillingApp = (config: BillingConfig, options?: BillingOptions) =>
  buildServiceApp(billingService(options), config);
