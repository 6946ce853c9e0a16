import {
  addReadinessCheck,
  buildServiceApp,
  runHourly,
  runPeriodically,
  type ServiceDefinition,
} from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { billingClient, type BillingClient } from './core/billing-client.ts';
import { deletedPartnerRepository } from './core/deleted-partner-repository.ts';
import { matchingDatabase } from './database.ts';
import { matchingConfig, type MatchingConfig } from './config.ts';
import { identityClient, type IdentityClient } from './core/identity-client.ts';
import { likeHooks, type LikeHooks } from './core/like-hooks.ts';
import { demoLikeBack } from './demo-people/like-back.ts';
import { demoPeople } from './demo-people/people.ts';
import { demoPeopleRepository } from './demo-people/repository.ts';
import { emailDigestHandlers, registerFormBodies } from './email-digest/handlers.ts';
import { sendEmailDigests } from './email-digest/job.ts';
import { entitlementHandlers } from './entitlements/handlers.ts';
import { entitlementSync } from './entitlements/sync.ts';
import { eventHandlers } from './events/handlers.ts';
import { eventHub, type EventHub, type StreamTiming } from './events/hub.ts';
import { eventReader } from './events/repository.ts';
import { feedHandlers } from './feed/handlers.ts';
import { likesReceivedHandlers } from './likes-received/handlers.ts';
import { cityHandlers } from './location/handlers.ts';
import { publishYesterdaysMoves } from './location/publish-repository.ts';
import { matchHandlers } from './matches/handlers.ts';
import { messageHandlers } from './messages/handlers.ts';
import { statementMailer } from './moderation/appeals.ts';
import { moderationHandlers } from './moderation/handlers.ts';
import { adultMember } from './profiles/adults-only.ts';
import { pushSender } from './push/delivery.ts';
import { pushHandlers } from './push/handlers.ts';
import { vapidOf, type Vapid } from './push/vapid.ts';
import { avatarHandlers } from './profiles/avatars.ts';
import { profileHandlers } from './profiles/handlers.ts';
import { matchingQuotas } from './core/quotas.ts';
import { holdAlerts, type HoldAlerts } from './safety/hold-alerts.ts';
import { safetyHandlers } from './safety/handlers.ts';
import { reporterNetworks } from './safety/reporter-network.ts';
import { userDataHandlers } from './user-data/handlers.ts';
import { wishlistHandlers } from './wishlist/handlers.ts';

export { matchingConfig };

/** How often alerts of automatic holds that identity did not take are tried again (each is sent at once first). */
const HOLD_ALERT_INTERVAL_MS = 60_000;
// The tables the deletion test searches (the benchmark's own surface is bench-surface.ts).
export { personTables } from './user-data/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing's internal operations, as matching calls them (uploads, entitlement changes). */
    billingClient: BillingClient;
    /** Identity's internal operations, as matching calls them (moderators' roles, bans and suspensions). */
    identityClient: IdentityClient;
    /** This instance's open event streams (GET /api/events) and their feed. */
    eventHub: EventHub;
    /** What answers a like after it committed (the demo people's like-back). */
    likeHooks: LikeHooks;
    /** The key pair and subject every push is signed with. */
    vapid: Vapid;
    /** Mails the moderators of the automatic holds reports made (safety/). */
    holdAlerts: HoldAlerts;
  }
}

/**
 * Matching: profiles, the discover feed, wishlists (likes), the likes received, matches, conversations and their
 * event streams, blocks and reports, moderation, boosts, and its copy of the entitlements (README.md).
 */
export const matchingService: ServiceDefinition<MatchingConfig> = {
  name: 'matching',
  database: matchingDatabase,
  rateLimits: matchingQuotas,
  accessRules: { adultsOnly: adultMember },
  plugins: (app, config) => matchingPlugins(app, config),
  handlers: (app, config) => {
    // Holds automated means impose (a photo's, a report's) mail their statement of reasons as moderators' do.
    const mailStatement = statementMailer(app.identityClient, config.SERVICE_TOKEN);
    return {
      ...profileHandlers({ billing: app.billingClient, mailStatement }),
      ...avatarHandlers(),
      ...cityHandlers(),
      ...feedHandlers(app.db),
      ...wishlistHandlers({ db: app.db, likes: app.likeHooks }),
      ...likesReceivedHandlers(),
      ...matchHandlers(),
      ...messageHandlers(),
      ...eventHandlers(app.eventHub),
      ...safetyHandlers({
        billing: app.billingClient,
        reporterNetwork: reporterNetworks(config.SESSION_SECRET),
        alertModerators: app.holdAlerts,
        mailStatement,
      }),
      ...moderationHandlers({
        identity: app.identityClient,
        billing: app.billingClient,
        serviceToken: config.SERVICE_TOKEN,
      }),
      ...entitlementHandlers(),
      ...userDataHandlers(app.billingClient),
      ...pushHandlers({ vapidPublicKey: app.vapid.publicKey, endpointPrefixes: config.PUSH_ENDPOINT_PREFIXES }),
      ...emailDigestHandlers(config.SERVICE_TOKEN),
    };
  },
};

/**
 * What lives as long as the app, built once here before the routes, with every timer, listener and hook of matching:
 * the billing and identity clients, the entitlement sync (a listener), the event hub (a listener, a ping timer, an hourly prune),
 * the push sender and the reminders (timers) and, with DEMO_PEOPLE, the demo people and their like-back. `streams` changes the streams' timing (tests).
 */
async function matchingPlugins(app: FastifyInstance, config: MatchingConfig, streams?: Partial<StreamTiming>) {
  // A listener keeps one connection for long: PostgreSQL itself, never a transaction pooler.
  const databaseUrl = config.DATABASE_DIRECT_URL ?? config.DATABASE_URL;
  app.decorate('billingClient', billingClient(config));
  app.decorate('identityClient', identityClient(config));
  app.decorate('vapid', vapidOf(config, app.log));
  app.decorate('likeHooks', likeHooks());
  app.decorate('holdAlerts', holdAlerts({ em: () => app.orm.em.fork(), identity: app.identityClient, log: app.log }));
  const pushes = pushSender({
    db: app.db,
    log: app.log,
    vapid: app.vapid,
    timeoutMs: config.PUSH_TIMEOUT_MS,
    retryBaseMs: config.PUSH_RETRY_BASE_MS,
    messageDelayMs: config.PUSH_MESSAGE_DELAY_MS,
    languagesOf: (userIds) => app.identityClient.languagesOf(app.log, userIds),
  });
  app.decorate(
    'eventHub',
    eventHub({
      pool: app.pool,
      db: app.db,
      databaseUrl,
      log: app.log,
      timing: streams,
      messagesShown: pushes.forgetStreamed,
    }),
  );

  if (config.DEMO_PEOPLE) {
    const added = await demoPeopleRepository(app.orm.em.fork()).add(demoPeople());
    app.log.info({ added }, 'demo people seeded');
    app.likeHooks.onUnanswered(demoLikeBack);
  }

  const sync = entitlementSync({ databaseUrl, orm: app.orm, billing: app.billingClient, log: app.log });
  app.addHook('onClose', () => sync.stop());
  addReadinessCheck(app, 'the entitlements listener', sync.listening);
  await sync.start();

  // The streams end before the server closes: a stream never holds a shutdown.
  app.addHook('preClose', async () => app.eventHub.closeStreams());
  app.addHook('onClose', () => app.eventHub.stop());
  registerFormBodies(app);
  scheduleJobs(app, config, pushes);
  addReadinessCheck(app, 'the event listener', app.eventHub.listening);
  await app.eventHub.start();
}

/** Matching's periodic jobs, each run once per interval across the instances (the kit's `runPeriodically`). */
function scheduleJobs(app: FastifyInstance, config: MatchingConfig, pushes: ReturnType<typeof pushSender>) {
  runHourly(app, 'pruning old events', () => eventReader(app.db).prune());
  // Readings are frozen for the day: the moves of the day before reach others at the first run after midnight.
  runHourly(app, 'publishing moves', () => publishYesterdaysMoves(app.db));
  // What partners keep of a deleted person is theirs to report for 30 days only (spec §5).
  runHourly(app, 'forgetting deleted partners', () => deletedPartnerRepository(app.db).purgeExpired());
  // Pushes are queued in the transactions of what they tell and sent from here, after those commit: nothing a
  // request does waits for a push service, and a restart loses none (docs/architecture.md, "Web Push").
  runPeriodically(app, 'sending pushes', config.PUSH_INTERVAL_MS, () => pushes.run());
  runPeriodically(app, 'queueing reminders', config.REMINDER_INTERVAL_MS, () => pushes.queueReminders());
  runPeriodically(app, 'sending e-mail digests', config.EMAIL_DIGEST_INTERVAL_MS, () =>
    sendEmailDigests({
      em: app.orm.em.fork(),
      identity: app.identityClient,
      serviceToken: config.SERVICE_TOKEN,
      log: app.log,
    }),
  );
  runPeriodically(app, 'alerting moderators of holds', HOLD_ALERT_INTERVAL_MS, app.holdAlerts);
}

export const buildMatchingApp = (config: MatchingConfig, { streams }: { streams?: Partial<StreamTiming> } = {}) =>
  buildServiceApp({ ...matchingService, plugins: (app, c) => matchingPlugins(app, c, streams) }, config);
