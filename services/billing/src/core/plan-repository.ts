import type { EntityManager } from '@mikro-orm/postgresql';
import { Plan } from './entities.ts';
import type { Tier } from './state-machine.ts';

/** The plans on offer, with their prices and daily like limits. */
export function planRepository(em: EntityManager) {
  return {
    all: () => em.findAll(Plan, { orderBy: { position: 'asc' } }),
    of: (tier: Tier) => em.findOneOrFail(Plan, { id: tier }),
  };
}
