import type { components } from '@wishlist/contract/schema';
import type { Plan } from './entities.ts';

// What a plan sells, as the contract says it: its limits, its flags and the lines of its card.

type PlanLimits = components['schemas']['PlanLimits'];
type PlanFlags = components['schemas']['PlanFlags'];

export const limitsOf = (plan: Plan): PlanLimits => ({
  likesPerDay: plan.dailyLikeLimit ?? null,
  messagesPerDay: plan.messagesPerDay ?? null,
  superLikesPerDay: plan.superLikesPerDay,
  boostsPerMonth: plan.boostsPerMonth,
});

export const flagsOf = (plan: Plan): PlanFlags => ({
  seeWhoLikesYou: plan.seeWhoLikesYou,
  advancedFilters: plan.advancedFilters,
  readReceipts: plan.readReceipts,
  priorityMatching: plan.priorityMatching,
  incognito: plan.incognito,
});

/**
 * A plan card's lines, written from its limits and flags: the likes, then what the plan adds to the one below it
 * (a plan includes everything below it), so a sold line is always what is enforced.
 */
export function featureLines(plan: Plan, below: Plan | undefined): string[] {
  const limits = limitsOf(plan);
  const flags = flagsOf(plan);
  const added = <T>(pick: (p: Plan) => T) => below === undefined || pick(below) !== pick(plan);
  const lines = [limits.likesPerDay === null ? 'Unlimited likes' : `${limits.likesPerDay} likes per day`];
  // Every plan narrows the deck by age and distance (spec §6); the advanced filters add interests in common.
  if (!below) lines.push('Basic profile viewing', 'Age and distance filters');
  if (flags.seeWhoLikesYou && added((p) => p.seeWhoLikesYou)) lines.push('See who likes you');
  if (added((p) => p.messagesPerDay))
    lines.push(limits.messagesPerDay === null ? 'Unlimited messaging' : 'Limited messaging');
  if (limits.superLikesPerDay !== 0 && added((p) => p.superLikesPerDay))
    lines.push(`Super likes (${limits.superLikesPerDay} per day)`);
  if (limits.boostsPerMonth !== 0 && added((p) => p.boostsPerMonth))
    lines.push(`Profile boost (${limits.boostsPerMonth} per month)`);
  if (flags.advancedFilters && added((p) => p.advancedFilters)) lines.push('Advanced filters (interests in common)');
  if (flags.readReceipts && added((p) => p.readReceipts)) lines.push('Read receipts');
  if (flags.priorityMatching && added((p) => p.priorityMatching)) lines.push('Priority matching');
  if (flags.incognito && added((p) => p.incognito)) lines.push('Incognito mode');
  return lines;
}
