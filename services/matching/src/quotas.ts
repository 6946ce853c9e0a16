import type { RateLimitRule, RateLimits } from '@wishlist/service-kit';

/**
 * Quotas per person on every write of matching (429 RATE_LIMITED with Retry-After; README: "Quotas"). Generous for
 * a person using the app by hand, tight for a script: they cap what one account can do to others (reports,
 * messages, blocks used as a probe) and how hard one session can load the service. The plan's own caps (likes and
 * messages per day, boosts per month) are separate and come first in the product; these stop bursts.
 * Rules that share a name share one counter: every profile write draws on one hourly budget.
 */
const perMinute = (name: string, max: number): RateLimitRule => ({ name, max, timeWindow: '1 minute', per: 'user' });
const perHour = (name: string, max: number): RateLimitRule => ({ name, max, timeWindow: '1 hour', per: 'user' });
const perDay = (name: string, max: number): RateLimitRule => ({ name, max, timeWindow: '1 day', per: 'user' });

const profileWrites = perHour('profile-writes', 60);
const swipes = [perMinute('swipes', 60), perHour('swipes-hourly', 1000)];

export const matchingQuotas: RateLimits = {
  updateOwnProfile: [profileWrites],
  updateProfilePicture: [profileWrites],
  addProfilePhoto: [profileWrites],
  reorderProfilePhotos: [profileWrites],
  removeProfilePhoto: [profileWrites],
  updateIntroVideo: [profileWrites],
  addInterest: [profileWrites],
  removeInterest: [profileWrites],
  // A like, a pass, taking one back and undoing: one swipe each, one budget.
  addToWishlist: swipes,
  recordPass: swipes,
  removeFromWishlist: swipes,
  restoreWishlistEntry: swipes,
  checkLikeLimit: [perMinute('like-limit-checks', 120)],
  sendMessage: [perMinute('messages', 30), perHour('messages-hourly', 600)],
  markConversationRead: [perMinute('read-marks', 120)],
  // Blocks, unblocks and unmatches are rare for a person; in bulk they are a probe of others.
  blockProfile: [perHour('blocks', 20), perDay('blocks-daily', 100)],
  unblockProfile: [perHour('unblocks', 20), perDay('unblocks-daily', 100)],
  unmatch: [perHour('unmatches', 30)],
  reportProfile: [perDay('reports', 10)],
  startBoost: [perHour('boost-starts', 30)],
};
