import type { Subscription } from '@wishlist/contract/client/types.gen.ts';

/** Today's used likes with the tier's cap (spec §2): "3 / 10" (free), "12 / 100" (premium), "40 (unlimited)" (gold). */
export function dailyLikesText({
  dailyLikes,
  dailyLikeLimit,
}: Pick<Subscription, 'dailyLikes' | 'dailyLikeLimit'>): string {
  const cap = dailyLikeLimit === null ? ' (unlimited)' : ` / ${String(dailyLikeLimit)}`;
  return `${String(dailyLikes)}${cap}`;
}
