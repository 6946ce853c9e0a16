import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, sql, type Sql } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';

type PlanLimits = components['schemas']['PlanLimits'];
type PlanFlags = components['schemas']['PlanFlags'];
export type Tier = components['schemas']['Tier'];
export type EntitlementChange = components['schemas']['EntitlementChange'];
export type PlanEntitlements = components['schemas']['PlanEntitlements'];

/** What a user's plan allows now: a paid tier is free from its premiumUntil on (computed at read time). */
export interface Entitlements {
  tier: Tier;
  premiumUntil: Date | null;
  limits: PlanLimits;
  flags: PlanFlags;
}

/** The tier in force for the entitlements row `e` (a paid tier lapses at premium_until). */
const TIER_IN_FORCE = sql`case when e.tier <> 'free' and e.premium_until > now() then e.tier else 'free' end`;

/**
 * Whether the plan in force for `user` (an SQL expression of a user id) sees who likes them: for a query that must
 * ask it of many people at once (the pushes of likes).
 */
export const seesWhoLikesThem = (user: Sql): Sql<boolean> => sql`exists (
  select 1 from matching.plans pl left join matching.entitlements e on e.user_id = ${user}
  where pl.tier = ${TIER_IN_FORCE} and pl.see_who_likes_you)`;

/** The entitlements in force for `userId` (a user billing never told us about is free). */
const entitlementsOf = (userId: string) => sql<EntitlementsRow>`
  select pl.tier, case when pl.tier <> 'free' then e.premium_until end as "premiumUntil",
    pl.likes_per_day as "likesPerDay", pl.messages_per_day as "messagesPerDay",
    pl.super_likes_per_day as "superLikesPerDay", pl.boosts_per_month as "boostsPerMonth",
    pl.see_who_likes_you as "seeWhoLikesYou", pl.advanced_filters as "advancedFilters", pl.read_receipts as "readReceipts",
    pl.priority_matching as "priorityMatching", pl.incognito
  from (select ${userId}::uuid as user_id) u
  left join matching.entitlements e on e.user_id = u.user_id
  join matching.plans pl on pl.tier = ${TIER_IN_FORCE}`;

/** Stores one change unless a newer one for the user is already here. */
const applyChange = ({ userId, tier, premiumUntil, seq }: EntitlementChange) => sql`
  insert into matching.entitlements as e (user_id, tier, premium_until, seq) values (${userId}, ${tier}, ${premiumUntil}, ${seq})
  on conflict (user_id) do update set tier = excluded.tier, premium_until = excluded.premium_until, seq = excluded.seq
    where e.seq < excluded.seq`;

/** Copies onto the profile of `userId` until when their plan ranks them ahead: the feed walks an index of it. */
const syncPriority = (userId: string) => sql`
  update matching.profiles p set priority_until = case when pl.priority_matching then e.premium_until end
  from matching.entitlements e join matching.plans pl on pl.tier = e.tier
  where e.user_id = ${userId} and p.id = e.user_id and p.priority_until is distinct from (case when pl.priority_matching then e.premium_until end)`;

const savePlan = ({ id, limits: l, flags: f }: PlanEntitlements) => sql`
  insert into matching.plans values (${id}, ${l.likesPerDay}, ${l.messagesPerDay}, ${l.superLikesPerDay}, ${l.boostsPerMonth},
    ${f.seeWhoLikesYou}, ${f.advancedFilters}, ${f.readReceipts}, ${f.priorityMatching}, ${f.incognito})
  on conflict (tier) do update set likes_per_day = excluded.likes_per_day, messages_per_day = excluded.messages_per_day,
    super_likes_per_day = excluded.super_likes_per_day, boosts_per_month = excluded.boosts_per_month,
    see_who_likes_you = excluded.see_who_likes_you, advanced_filters = excluded.advanced_filters,
    read_receipts = excluded.read_receipts, priority_matching = excluded.priority_matching, incognito = excluded.incognito`;

type EntitlementsRow = { tier: Tier; premiumUntil: string | null } & PlanLimits & PlanFlags;

/** Matching's own copy of each user's entitlements, kept current from billing's changes (sync.ts). */
export function entitlementRepository(em: EntityManager) {
  return {
    async of(userId: string): Promise<Entitlements> {
      const row = await firstRow(em.getKysely(), entitlementsOf(userId));
      if (!row) throw new Error('matching.plans has no free plan');
      const { tier, premiumUntil, likesPerDay, messagesPerDay, superLikesPerDay, boostsPerMonth, ...flags } = row;
      return {
        tier,
        premiumUntil: premiumUntil === null ? null : new Date(premiumUntil),
        limits: { likesPerDay, messagesPerDay, superLikesPerDay, boostsPerMonth },
        flags,
      };
    },

    async apply(change: EntitlementChange): Promise<void> {
      await em.transactional(async (tx) => {
        await changed(tx.getKysely(), applyChange(change));
        await changed(tx.getKysely(), syncPriority(change.userId));
      });
    },

    /** After a profile is made: it ranks as its owner's plan says. */
    async syncPriority(userId: string): Promise<void> {
      await changed(em.getKysely(), syncPriority(userId));
    },

    async savePlans(plans: PlanEntitlements[]): Promise<void> {
      for (const plan of plans) await changed(em.getKysely(), savePlan(plan));
    },

    async syncedUpTo(): Promise<number> {
      const row = await firstRow(em.getKysely(), sql<{ seq: string }>`select seq from matching.entitlement_sync`);
      return Number(row?.seq ?? 0);
    },

    async markSynced(seq: number): Promise<void> {
      await changed(em.getKysely(), sql`update matching.entitlement_sync set seq = greatest(seq, ${seq})`);
    },
  };
}
