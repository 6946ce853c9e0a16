import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, sql, type Db } from '@wishlist/service-kit';
import { Plan } from './entities.ts';
import type { Tier } from './state-machine.ts';

/** The plans on offer, with their prices and daily like limits. */
export function planRepository(em: EntityManager) {
  return {
    all: () => em.findAll(Plan, { orderBy: { position: 'asc' } }),
    of: (tier: Tier) => em.findOneOrFail(Plan, { id: tier }),
  };
}

/**
 * The plans on offer read on `db` outside the ORM (a replica's, for the plans page: `lagTolerant`), as the entity
 * has them.
 */
export const plansOn = (db: Db): Promise<Plan[]> =>
  rows(
    db,
    sql<Plan>`select id, name, price_cents as "priceCents", daily_like_limit as "dailyLikeLimit",
      messages_per_day as "messagesPerDay", super_likes_per_day as "superLikesPerDay",
      boosts_per_month as "boostsPerMonth", see_who_likes_you as "seeWhoLikesYou", advanced_filters as "advancedFilters",
      read_receipts as "readReceipts", priority_matching as "priorityMatching", incognito, position
    from billing.plans order by position`,
  );
