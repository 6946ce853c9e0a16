import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaidTier, Status, Tier } from './state-machine.ts';

/** The state a row holds and a transition records besides tier and status (one builder each time it is used). */
const periodProperties = () => ({
  premiumUntil: p.datetime().nullable(),
  cancelAtPeriodEnd: p.boolean(),
  /** A lower plan waiting for the renewal; null when none. */
  scheduledTier: p.string().$type<PaidTier>().nullable(),
});

/** A user's subscription as it stands; a user without a row is on free/active. */
export const Subscription = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    userId: p.uuid().primary(),
    tier: p.string().$type<Tier>(),
    status: p.string().$type<Status>(),
    ...periodProperties(),
    stripeCustomerId: p.string().nullable(),
    /** The Stripe subscription the user started last; events about any other one are stale. */
    stripeSubscriptionId: p.string().nullable(),
    updatedAt: p.datetime(),
  },
});
export type Subscription = InferEntity<typeof Subscription>;

/** Every change of a subscription, with what caused it. */
export const SubscriptionTransition = defineEntity({
  name: 'SubscriptionTransition',
  tableName: 'subscription_transitions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    userId: p.uuid(),
    event: p.string(),
    fromTier: p.string().$type<Tier>(),
    fromStatus: p.string().$type<Status>(),
    toTier: p.string().$type<Tier>(),
    toStatus: p.string().$type<Status>(),
    ...periodProperties(),
    /** `test_payment:<id>`, `stripe:<event type>:<event id>`, `cancel_request`, `period_ended`, … */
    cause: p.string(),
    occurredAt: p.datetime(),
  },
});
export type SubscriptionTransition = InferEntity<typeof SubscriptionTransition>;
