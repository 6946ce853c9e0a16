import { describe, expect, it } from 'vitest';
import { dailyLikesText } from './daily-likes.ts';

describe('dailyLikesText', () => {
  it('shows the cap of capped tiers', () => {
    expect(dailyLikesText({ dailyLikes: 3, dailyLikeLimit: 10 })).toBe('3 / 10');
    expect(dailyLikesText({ dailyLikes: 12, dailyLikeLimit: 100 })).toBe('12 / 100');
  });

  it('says unlimited for gold', () => {
    expect(dailyLikesText({ dailyLikes: 40, dailyLikeLimit: null })).toBe('40 (unlimited)');
  });
});
