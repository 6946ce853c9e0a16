import { buildServiceApp, type ServiceDefinition } from '@wishlist/service-kit';
import { getAvatar } from './avatars.ts';
import { registerBilling } from './billing.ts';
import { matchingConfig, type MatchingConfig } from './config.ts';
import { seedDemoPeople } from './demo-people.ts';
import { entities } from './entities.ts';
import { listProfiles } from './feed.ts';
import {
  addInterest,
  addProfilePhoto,
  createProfileForAccount,
  getOwnProfile,
  getProfile,
  getProfileForAccount,
  removeInterest,
  updateIntroVideo,
  updateOwnProfile,
  updateProfilePicture,
} from './profiles.ts';
import { addToWishlist, checkLikeLimit, getLikesUsedToday, getWishlist, listMatches, removeFromWishlist } from './wishlist.ts';

export { matchingConfig };
export { demoPeople, seedDemoPeople } from './demo-people.ts';
export { FEED_SQL, FEED_START, CONSUME_LIKE_SQL, INSERT_ENTRY_SQL, LIKED_BACK_SQL } from './sql.ts';

/** Matching: profiles, the discover feed, wishlist (likes), the daily like quota and matches. */
export const matchingService: ServiceDefinition<MatchingConfig> = {
  name: 'matching',
  database: { schema: 'matching', entities, migrationsPath: new URL('./migrations', import.meta.url).pathname },
  plugins: async (app, config) => {
    registerBilling(app, { url: config.BILLING_URL, token: config.SERVICE_TOKEN, timeoutMs: config.BILLING_TIMEOUT_MS });
    if (config.DEMO_PEOPLE) {
      const added = await seedDemoPeople(app.pool);
      app.log.info({ added }, 'demo people seeded');
    }
  },
  handlers: () => ({
    listProfiles,
    getProfile,
    getOwnProfile,
    updateOwnProfile,
    updateProfilePicture,
    addProfilePhoto,
    updateIntroVideo,
    addInterest,
    removeInterest,
    addToWishlist,
    getWishlist,
    removeFromWishlist,
    checkLikeLimit,
    listMatches,
    getAvatar,
    createProfileForAccount,
    getProfileForAccount,
    getLikesUsedToday,
  }),
};

export const buildMatchingApp = (config: MatchingConfig) => buildServiceApp(matchingService, config);
