import type { Subscription } from '@wishlist/contract/client';

/** Today's used likes with the tier's cap (spec §2): "3 / 10", "12 / 100", "40 (unlimited)". */
export function dailyLikesText({ dailyLikes, dailyLikeLimit }: Pick<Subscription, 'dailyLikes' | 'dailyLikeLimit'>): string {
  return dailyLikeLimit === null ? `${String(dailyLikes)} (unlimited)` : `${String(dailyLikes)} / ${String(dailyLikeLimit)}`;
}
