import { describe, expect, it } from 'vitest';
import { dailyLikesText, likesToday, likesUsedUp } from './daily-likes.ts';
import { freeEntitlements, goldEntitlements } from '@wishlist/testing/fixtures';

describe('dailyLikesText', () => {
  it('shows the cap of capped tiers', () => {
    expect(dailyLikesText({ dailyLikes: 3, dailyLikeLimit: 10 })).toBe('3 / 10');
    expect(dailyLikesText({ dailyLikes: 12, dailyLikeLimit: 100 })).toBe('12 / 100');
  });

  it('says unlimited for gold', () => {
    expect(dailyLikesText({ dailyLikes: 40, dailyLikeLimit: null })).toBe('40 (unlimited)');
  });
});

describe('likesToday', () => {
  it('reads the count and the cap from the entitlements, which matching answers', () => {
    const today = likesToday({ ...freeEntitlements, used: { ...freeEntitlements.used, likesToday: 4 } });
    expect(dailyLikesText(today)).toBe(`4 / ${String(freeEntitlements.limits.likesPerDay)}`);
    expect(likesUsedUp(today)).toBe(false);
    expect(likesUsedUp({ dailyLikes: 10, dailyLikeLimit: 10 })).toBe(true);
    expect(likesUsedUp(likesToday(goldEntitlements))).toBe(false);
  });
});
