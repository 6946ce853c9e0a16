import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Tier } from '../subscriptions/state-machine.ts';

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
