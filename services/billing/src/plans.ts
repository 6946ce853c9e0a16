import type { Handlers } from '@wishlist/service-kit';
import { planRepository } from './plan-repository.ts';

export function planHandlers() {
  return {
    async listSubscriptionPlans(request) {
      const plans = await planRepository(request.em).all();
      return plans.map((plan) => ({
        id: plan.id,
        name: plan.name,
        price: plan.priceCents / 100,
        features: plan.features,
      }));
    },
  } satisfies Handlers;
}
