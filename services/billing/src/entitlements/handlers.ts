import type { Handlers } from '@wishlist/service-kit';
import { planRepository } from '../core/plan-repository.ts';
import { flagsOf, limitsOf } from '../core/plan-terms.ts';
import { entitlementRepository } from './repository.ts';

/** The outbox of entitlement changes, read by matching at start-up and after a reconnect (see the contract). */
export function entitlementHandlers() {
  return {
    async listEntitlementChanges(request) {
      const { after = 0, limit = 500 } = request.query;
      const [plans, changes] = await Promise.all([
        planRepository(request.em).all(),
        entitlementRepository(request.em).changesAfter(after, limit),
      ]);
      return {
        plans: plans.map((plan) => ({ id: plan.id, limits: limitsOf(plan), flags: flagsOf(plan) })),
        changes: changes.map((change) => ({
          seq: change.seq,
          userId: change.userId,
          tier: change.tier,
          premiumUntil: change.premiumUntil?.toISOString() ?? null,
        })),
      };
    },
  } satisfies Handlers;
}
