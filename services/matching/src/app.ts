import { buildServiceApp, type ServiceDefinition } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { avatarHandlers } from './avatars.ts';
import { billingClient } from './billing-client.ts';
import { cityHandlers } from './cities.ts';
import { matchingConfig, type MatchingConfig } from './config.ts';
import { demoPeople } from './demo-people.ts';
import { entities } from './entities.ts';
import { entitlementSync } from './entitlement-sync.ts';
import { entitlementHandlers } from './entitlements.ts';
import { eventHandlers, eventHub, registerEventHub, type EventHub, type StreamTiming } from './events.ts';
import { feedHandlers } from './feed.ts';
import { messageHandlers } from './messages.ts';
import { profileRepository } from './profile-repository.ts';
import { profileHandlers } from './profiles.ts';
import { matchingQuotas } from './quotas.ts';
import { safetyHandlers } from './safety.ts';
import { userDataHandlers } from './user-data.ts';
import { wishlistHandlers } from './wishlist.ts';

export { matchingConfig };
export { demoPeople } from './demo-people.ts';
export { entitlementRepository } from './entitlement-repository.ts';
export { feedRepository } from './feed-repository.ts';
export { snapped } from './location.ts';
export { messageRepository } from './message-repository.ts';
export { profileRepository } from './profile-repository.ts';
export { wishlistRepository } from './wishlist-repository.ts';
export { personTables } from './user-data-repository.ts';
export { matchingQuotas } from './quotas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams (GET /api/events) and their feed. */
    eventHub: EventHub;
  }
}

/**
 * Matching: profiles, the discover feed, wishlist (likes), the daily caps, boosts, matches, conversations and the
 * event streams, and its copy of the entitlements.
 */
export const matchingService: ServiceDefinition<MatchingConfig> = {
  name: 'matching',
  database: { schema: 'matching', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
  rateLimits: matchingQuotas,
  plugins: (app, config) => matchingPlugins(app, config),
  handlers: (app, config) => ({
    ...feedHandlers(),
    ...wishlistHandlers(),
    ...entitlementHandlers(),
    ...messageHandlers(),
    ...eventHandlers(app.eventHub),
    ...profileHandlers({ billing: billingClient(config) }),
    ...cityHandlers(),
    ...avatarHandlers(),
    ...safetyHandlers(),
    ...userDataHandlers(),
  }),
};

/** What matching registers before its routes; `streams` changes its event streams' timing (tests). */
async function matchingPlugins(app: FastifyInstance, config: MatchingConfig, streams?: Partial<StreamTiming>) {
  if (config.DEMO_PEOPLE) {
    const added = await profileRepository(app.orm.em.fork()).addDemoPeople(demoPeople());
    app.log.info({ added }, 'demo people seeded');
  }
  const sync = entitlementSync({ databaseUrl: config.DATABASE_URL, orm: app.orm, billing: billingClient(config), log: app.log });
  app.addHook('onClose', () => sync.stop());
  await sync.start();
  app.decorate('eventHub', eventHub({ orm: app.orm, pool: app.pool, databaseUrl: config.DATABASE_URL, log: app.log, timing: streams }));
  await registerEventHub(app, app.eventHub);
}

export const buildMatchingApp = (config: MatchingConfig, { streams }: { streams?: Partial<StreamTiming> } = {}) =>
  buildServiceApp({ ...matchingService, plugins: (app, c) => matchingPlugins(app, c, streams) }, config);
