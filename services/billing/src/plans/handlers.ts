import { lagTolerant, type Handlers } from '@wishlist/service-kit';
import { plansOn } from '../core/plan-repository.ts';
import { featureLines, flagsOf, limitsOf } from '../core/plan-terms.ts';

export function planHandlers() {
  return {
    async listSubscriptionPlans(request) {
      // A read that tolerates lag: the replica's, once it has the reader's own last write.
      const plans = await lagTolerant(request, plansOn);
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
