import { buildServiceApp, type ServiceDefinition } from '@wishlist/service-kit';
import { matchingConfig, type MatchingConfig } from './config.ts';

export { matchingConfig };

/** Matching: profiles, the discover feed, wishlist (likes), the daily like quota and matches. */
export const matchingService: ServiceDefinition<MatchingConfig> = {
  name: 'matching',
  database: { schema: 'matching', entities: [], migrationsPath: new URL('./migrations', import.meta.url).pathname },
  handlers: () => ({}),
};

export const buildMatchingApp = (config: MatchingConfig) => buildServiceApp(matchingService, config);
