import type { EntityManager } from '@mikro-orm/postgresql';
import { KnownTier } from './entities.ts';

/** Remembers the tier billing reported for :userId; an unchanged answer writes nothing. */
const REMEMBER_TIER_SQL = `
  insert into matching.known_tiers as k (user_id, tier, daily_like_limit, changed_at) values (:userId, :tier, :limit, now())
  on conflict (user_id) do update set tier = excluded.tier, daily_like_limit = excluded.daily_like_limit, changed_at = now()
    where (k.tier, k.daily_like_limit) is distinct from (excluded.tier, excluded.daily_like_limit)`;

/** The tier billing last reported for each user: the cap that applies while billing cannot be reached. */
export function knownTierRepository(em: EntityManager) {
  return {
    find: (userId: string) => em.findOne(KnownTier, userId),

    async remember(userId: string, tier: KnownTier['tier'], limit: number | null): Promise<void> {
      await em.execute(REMEMBER_TIER_SQL, { userId, tier, limit }, 'run');
    },
  };
}
