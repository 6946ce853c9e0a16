import type { Subscription } from '@wishlist/contract/client/types.gen.ts';

/** Spec §2: 'Daily likes: N' then ' / 10' (free), ' / 100' (premium) or ' (unlimited)' (gold). */
export function dailyLikesText({ dailyLikes, dailyLikeLimit }: Pick<Subscription, 'dailyLikes' | 'dailyLikeLimit'>): string {
  const cap = dailyLikeLimit === null ? ' (unlimited)' : ` / ${String(dailyLikeLimit)}`;
  return `Daily likes: ${String(dailyLikes)}${cap}`;
}
