import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaidTier, Status, Tier } from './subscription-state.ts';

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

/** A user's subscription as it stands; a user without a row is on free/active. */
export const Subscription = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    userId: p.uuid().primary(),
    tier: p.string().$type<Tier>(),
    status: p.string().$type<Status>(),
    premiumUntil: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean(),
    /** A lower plan waiting for the renewal; null when none. */
    scheduledTier: p.string().$type<PaidTier>().nullable(),
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
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    userId: p.uuid(),
    event: p.string(),
    fromTier: p.string().$type<Tier>(),
    fromStatus: p.string().$type<Status>(),
    toTier: p.string().$type<Tier>(),
    toStatus: p.string().$type<Status>(),
    premiumUntil: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean(),
    scheduledTier: p.string().$type<PaidTier>().nullable(),
    /** `test_payment:<id>`, `stripe:<event type>:<event id>`, `cancel_request`, `period_ended`, … */
    cause: p.string(),
    occurredAt: p.datetime(),
  },
});
export type SubscriptionTransition = InferEntity<typeof SubscriptionTransition>;

/** A payment of the test-payment mode, waiting for a test card until it succeeds. */
export const TestPayment = defineEntity({
  name: 'TestPayment',
  tableName: 'test_payments',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    tier: p.string().$type<PaidTier>(),
    clientSecret: p.string().unique(),
    status: p.string().$type<'requires_payment_method' | 'succeeded' | 'canceled'>(),
    lastErrorCode: p.string().nullable(),
    lastErrorMessage: p.string().nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export type TestPayment = InferEntity<typeof TestPayment>;

/** An object a user was allowed to upload, and what the store was found to hold once checked. */
export const Upload = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    key: p.string().primary(),
    userId: p.uuid(),
    kind: p.string().$type<'photo' | 'video'>(),
    /** What the client declared (and the URL was signed for); null when it declared nothing. */
    declaredContentType: p.string().nullable(),
    declaredSize: p.integer().nullable(),
    /**
     * `stored`: its object is the processed version (see media.ts); `rejected`: refused (why: refusal*);
     * `swept`: never used by a profile, so deleted after UNUSED_UPLOAD_HOURS; `removed`: a profile stopped using it
     * (matching released it), so deleted.
     */
    status: p.string().$type<'issued' | 'stored' | 'rejected' | 'swept' | 'removed'>(),
    contentType: p.string().nullable(),
    size: p.integer().nullable(),
    etag: p.string().nullable(),
    issuedAt: p.datetime(),
    checkedAt: p.datetime().nullable(),
    /** When matching first looked it up to put it on a profile; null: never used. */
    attachedAt: p.datetime().nullable(),
    refusalCode: p.string().$type<'UNSUPPORTED_TYPE' | 'IMAGE_TOO_LARGE'>().nullable(),
    refusalMessage: p.string().nullable(),
    removedAt: p.datetime().nullable(),
  },
});
export type Upload = InferEntity<typeof Upload>;

/** The outbox of entitlement changes: a row per change of a user's tier or premiumUntil (written by a trigger). */
export const EntitlementChange = defineEntity({
  name: 'EntitlementChange',
  tableName: 'entitlement_changes',
  properties: {
    seq: p.bigint('number').primary(),
    userId: p.uuid(),
    tier: p.string().$type<Tier>(),
    premiumUntil: p.datetime().nullable(),
    changedAt: p.datetime(),
  },
});
export type EntitlementChange = InferEntity<typeof EntitlementChange>;

export const entities = [Plan, EntitlementChange, Subscription, SubscriptionTransition, TestPayment, Upload];
