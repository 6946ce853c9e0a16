import type { FastifyRequest } from 'fastify';
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
// A like reaches someone else (their likes-you count); taking one back and Undo change it again.
const likes = [perMinute('likes', 60), perHour('likes-hourly', 1000)];
const messages = [perMinute('messages', 30), perHour('messages-hourly', 600)];
// A like's comment reaches someone as a message does, so it also draws on the messages' budget (a bare like does not).
const withoutComment = (request: FastifyRequest) => !(request.body as { comment?: unknown } | undefined)?.comment;
const comments = messages.map((rule) => ({ ...rule, exempt: withoutComment }));

export const matchingQuotas: RateLimits = {
  // A profile read by id: a budget per viewer, so parked accounts cannot watch people by reading them over and over
  // (a person opens a few dozen profiles an hour). The feed needs none for that: its readings are frozen per day.
  getProfile: [perHour('profile-reads', 200), perDay('profile-reads-daily', 1000)],
  updateOwnProfile: [profileWrites],
  updateProfilePicture: [profileWrites],
  addProfilePhoto: [profileWrites],
  reorderProfilePhotos: [profileWrites],
  describeProfilePhoto: [profileWrites],
  removeProfilePhoto: [profileWrites],
  updateIntroVideo: [profileWrites],
  removeIntroVideo: [profileWrites],
  addInterest: [profileWrites],
  removeInterest: [profileWrites],
  // A like, taking one back and undoing it: one budget. Passes touch only the passer's own feed and come fast (a
  // deck of hundreds swiped left), so theirs is wider: 5 a second at most, against load.
  addToWishlist: [...likes, ...comments],
  removeFromWishlist: likes,
  restoreWishlistEntry: likes,
  recordPass: [perMinute('passes', 300), perHour('passes-hourly', 3000)],
  checkLikeLimit: [perMinute('like-limit-checks', 120)],
  sendMessage: messages,
  markConversationRead: [perMinute('read-marks', 120)],
  markConversationOpened: [perMinute('read-marks', 120)],
  // Blocks, unblocks and unmatches are rare for a person; in bulk they are a probe of others.
  blockProfile: [perHour('blocks', 20), perDay('blocks-daily', 100)],
  unblockProfile: [perHour('unblocks', 20), perDay('unblocks-daily', 100)],
  unmatch: [perHour('unmatches', 30)],
  reportProfile: [perDay('reports', 10)],
  // A moderator's working day is long; a stolen moderator's cookie should not act on thousands of people.
  takeModerationAction: [perHour('moderation-actions', 300)],
  // Confirming an admin's proposal is rarer still.
  confirmModerationAction: [perHour('moderation-confirmations', 100)],
  acknowledgeWarning: [perHour('warning-acknowledgements', 60)],
  // An appeal per decision; the cap only stops a script.
  appealStatement: [perDay('appeals', 20)],
  decideModerationAppeal: [perHour('appeal-decisions', 300)],
  startBoost: [perHour('boost-starts', 30)],
  // A browser subscribes once and again when its subscription changes; more is a script (each one is a place the
  // server will post to).
  addPushSubscription: [perHour('push-subscriptions', 30)],
  removePushSubscription: [perHour('push-unsubscriptions', 30)],
  updatePushSettings: [perHour('push-settings', 60)],
  // No session: the signed link is the permission. Per address, against someone replaying links in bulk.
  unsubscribeFromEmailDigest: [{ name: 'digest-unsubscribes', max: 30, timeWindow: '1 hour', per: 'ip' }],
  appealByLink: [{ name: 'appeals-by-link', max: 30, timeWindow: '1 hour', per: 'ip' }],
};
