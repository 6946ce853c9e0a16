import { describe, expect, it } from 'vitest';
import { dailyLikesText } from './daily-likes.ts';

describe('dailyLikesText', () => {
  it('shows the cap of each tier', () => {
    expect(dailyLikesText({ dailyLikes: 3, dailyLikeLimit: 10 })).toBe('Daily likes: 3 / 10');
    expect(dailyLikesText({ dailyLikes: 12, dailyLikeLimit: 100 })).toBe('Daily likes: 12 / 100');
    expect(dailyLikesText({ dailyLikes: 40, dailyLikeLimit: null })).toBe('Daily likes: 40 (unlimited)');
  });
});
