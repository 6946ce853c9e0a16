import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Plan = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  properties: {
    id: p.string().primary(),
    name: p.string(),
    /** Whole cents, so money never goes through floating point. */
    priceCents: p.integer(),
    /** Likes per UTC day; null is unlimited. */
    dailyLikeLimit: p.integer().nullable(),
    features: p.json<string[]>(),
    position: p.integer(),
  },
});
export type Plan = InferEntity<typeof Plan>;

export const entities = [Plan];
