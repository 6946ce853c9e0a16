import { buildServiceApp, type ServiceDefinition } from '@wishlist/service-kit';
import { avatarHandlers } from './avatars.ts';
import { billingClient } from './billing-client.ts';
import { matchingConfig, type MatchingConfig } from './config.ts';
import { demoPeople } from './demo-people.ts';
import { entities } from './entities.ts';
import { feedHandlers } from './feed.ts';
import { profileRepository } from './profile-repository.ts';
import { profileHandlers } from './profiles.ts';
import { wishlistHandlers } from './wishlist.ts';

export { matchingConfig };
export { demoPeople } from './demo-people.ts';
export { feedRepository } from './feed-repository.ts';
export { profileRepository } from './profile-repository.ts';
export { wishlistRepository } from './wishlist-repository.ts';

/** Matching: profiles, the discover feed, wishlist (likes), the daily like quota and matches. */
export const matchingService: ServiceDefinition<MatchingConfig> = {
  name: 'matching',
  database: { schema: 'matching', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
  plugins: async (app, config) => {
    if (config.DEMO_PEOPLE) {
      const added = await profileRepository(app.orm.em.fork()).addDemoPeople(demoPeople());
      app.log.info({ added }, 'demo people seeded');
    }
  },
  handlers: (_app, config) => {
    const billing = billingClient(config);
    return { ...feedHandlers(), ...wishlistHandlers({ billing }), ...profileHandlers({ billing }), ...avatarHandlers() };
  },
};

export const buildMatchingApp = (config: MatchingConfig) => buildServiceApp(matchingService, config);
