import type { DatabaseDefinition } from '@wishlist/service-kit';
import { Plan, Subscription, SubscriptionTransition } from './core/entities.ts';
import { EntitlementChange } from './entitlements/entities.ts';
import { TestPayment } from './payments/entities.ts';
import { Upload } from './uploads/entities.ts';

/** Billing's slice of the database, for its app and for `npm run migrate`. */
export const billingDatabase: DatabaseDefinition = {
  schema: 'billing',
  entities: [Plan, EntitlementChange, Subscription, SubscriptionTransition, TestPayment, Upload],
  migrationsPath: new URL('./migrations', import.meta.url).pathname,
};
