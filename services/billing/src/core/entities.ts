import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaidTier, Status, Tier } from './state-machine.ts';

// The tables more than one area reads or writes: a user's subscription and its transitions, and the plans.

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

export const Plan = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  properties: {
    id: p.string().$type<Tier>().primary(),
    name: p.string(),
    /** Whole cents, so money never goes through floating point. */
    priceCents: p.integer(),
    /** Likes per UTC day; null is unlimited. */
    dailyLikeLimit: p.integer().nullable(),
    /** Messages per UTC day; null is unlimited. */
    messagesPerDay: p.integer().nullable(),
    /** Super likes per UTC day and boosts per UTC calendar month; 0: the plan has none. */
    superLikesPerDay: p.integer(),
    boostsPerMonth: p.integer(),
    seeWhoLikesYou: p.boolean(),
    advancedFilters: p.boolean(),
    readReceipts: p.boolean(),
    priorityMatching: p.boolean(),
    incognito: p.boolean(),
    position: p.integer(),
  },
});
export type Plan = InferEntity<typeof Plan>;
