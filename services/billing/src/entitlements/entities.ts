import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Tier } from '../core/state-machine.ts';

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
