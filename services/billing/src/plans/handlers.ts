import type { Handlers } from '@wishlist/service-kit';
import { planRepository } from '../core/plan-repository.ts';
import { featureLines, flagsOf, limitsOf } from '../core/plan-terms.ts';

export function planHandlers() {
  return {
    async listSubscriptionPlans(request) {
      const plans = await planRepository(request.em).all();
      return plans.map((plan, i) => ({
        id: plan.id,
        name: plan.name,
        price: plan.priceCents / 100,
        features: featureLines(plan, plans[i - 1]),
        limits: limitsOf(plan),
        flags: flagsOf(plan),
      }));
    },
  } satisfies Handlers;
}
