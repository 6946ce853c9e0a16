import type { Entitlements, Subscription } from '@wishlist/contract/client/types.gen.ts';

/** Today's used likes and the plan's cap (null: unlimited), in the subscription's words. */
type LikesToday = Pick<Subscription, 'dailyLikes' | 'dailyLikeLimit'>;

/** Today's used likes with the tier's cap (spec §2): "3 / 10" (free), "12 / 100" (premium), "40 (unlimited)" (gold). */
export function dailyLikesText({ dailyLikes, dailyLikeLimit }: LikesToday): string {
  const cap = dailyLikeLimit === null ? ' (unlimited)' : ` / ${String(dailyLikeLimit)}`;
  return `${String(dailyLikes)}${cap}`;
}

/**
 * Today's likes from their owner: matching counts them and answers them in GET /api/entitlements (billing's
 * subscription only relays matching's count, and check-like-limit is the like's own advisory check).
 */
export const likesToday = ({ used, limits }: Entitlements): LikesToday => ({
  dailyLikes: used.likesToday,
  dailyLikeLimit: limits.likesPerDay,
});

/** Today's likes are used up: the heart looks off and says when they come back. */
export const likesUsedUp = ({ dailyLikes, dailyLikeLimit }: LikesToday): boolean =>
  dailyLikeLimit !== null && dailyLikes >= dailyLikeLimit;
