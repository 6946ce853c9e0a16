import type { Handler } from '@wishlist/service-kit';
import { Plan } from './entities.ts';

export const listSubscriptionPlans: Handler<'listSubscriptionPlans'> = async (request) => {
  const plans = await request.em.findAll(Plan, { orderBy: { position: 'asc' } });
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    price: plan.priceCents / 100,
    features: plan.features,
  }));
};
