// Believable data for stories and component tests, in the contract's shapes (Maya and the subscriptions build on
// @wishlist/testing/fixtures). Photos are inline pictures, so stories look complete without any server.
import type {
  Conversation,
  ConversationPerson,
  Entitlements,
  Match,
  Message,
  MessagesPage,
  Profile,
  ReceivedLike,
  Subscription,
  User,
  WishlistEntry,
} from '@wishlist/contract/client/types.gen.ts';
import {
  freeEntitlements,
  freeSubscription,
  goldEntitlements,
  goldSubscription,
  premiumEntitlements,
  premiumSubscription,
  maya as sharedMaya,
} from '@wishlist/testing/fixtures';

export { plans } from '@wishlist/testing/fixtures';

function photo(background: string, skin: string, shirt: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 350"><rect width="280" height="350" fill="${background}"/><circle cx="140" cy="140" r="70" fill="${skin}"/><rect x="50" y="230" width="180" height="140" rx="60" fill="${shirt}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const maya: User = { ...sharedMaya, profilePhoto: photo('#ffd5dc', '#c68c5f', '#d6225a') };

export const jordan: Profile = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  name: 'Jordan Reyes',
  age: 29,
  location: 'Brooklyn, NY',
  bio: 'Bookshop browser, amateur baker, always up for a gig.',
  profilePhoto: photo('#b6e3f4', '#edb98a', '#5199e4'),
  instagramHandle: '@jordan.bakes',
  instagramPhotos: [
    photo('#b6e3f4', '#edb98a', '#5199e4'),
    photo('#ffe9a8', '#edb98a', '#e8532e'),
    photo('#d1f0d9', '#edb98a', '#1e7a4f'),
  ],
  interests: ['Baking', 'Books', 'Live music'],
  prompts: [],
  intention: null,
};

export const sam: Profile = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Sam Okafor',
  age: 34,
  location: 'Oakland, CA',
  bio: 'Weekend climber, weekday coder, full-time dog person.',
  profilePhoto: photo('#d1d4f9', '#8d5524', '#2b1a22'),
  instagramHandle: '@sam.climbs',
  instagramPhotos: [photo('#d1d4f9', '#8d5524', '#2b1a22')],
  interests: ['Climbing', 'Dogs', 'Board games'],
  prompts: [],
  intention: null,
};

export const alex: Profile = {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  name: 'Alex Kim',
  age: 26,
  location: 'Seattle, WA',
  bio: 'Rainy-day film buff who still believes in mixtapes.',
  profilePhoto: photo('#ffdfbf', '#f1c27d', '#9a6a00'),
  instagramHandle: '@alexkim.films',
  instagramPhotos: [],
  interests: ['Film', 'Music', 'Coffee'],
  prompts: [],
  intention: null,
};

/** Jordan with two answered prompts and what they are looking for (issue 46). */
export const jordanPrompted: Profile = {
  ...jordan,
  prompts: [
    { promptId: 'perfect_sunday', answer: 'Croissants at dawn, a bookshop, then a gig.' },
    { promptId: 'green_flags', answer: 'You return your shopping cart.' },
  ],
  intention: 'long_term',
};

export const people: Profile[] = [jordan, sam, alex];

export const subscriptions = {
  free: freeSubscription,
  freeAtLimit: { ...freeSubscription, dailyLikes: 10 },
  premium: premiumSubscription,
  gold: goldSubscription,
} satisfies Record<string, Subscription>;

export const wishlistEntries: WishlistEntry[] = [
  { id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c', profile: jordan, createdAt: '2026-11-22T09:15:00Z' },
  { id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', profile: sam, createdAt: '2026-11-21T17:40:00Z' },
  { id: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e', profile: alex, createdAt: '2026-11-20T12:00:00Z' },
];

export const matches: Match[] = [
  { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', profile: sam, matchedAt: new Date().toISOString(), opened: false },
  { id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', profile: jordan, matchedAt: '2026-11-03T18:04:00Z', opened: true },
];

export const entitlements = {
  free: freeEntitlements,
  premium: premiumEntitlements,
  gold: goldEntitlements,
  /** Gold with a boost that ends 29 minutes from now. */
  goldBoosting: {
    ...goldEntitlements,
    used: { ...goldEntitlements.used, boostsThisMonth: 2 },
    boostEndsAt: new Date(Date.now() + 29 * 60_000).toISOString(),
  },
  /** Gold with today's super likes used up. */
  goldNoSuperLikes: {
    ...goldEntitlements,
    used: { ...goldEntitlements.used, superLikesToday: goldEntitlements.limits.superLikesPerDay ?? 0 },
  },
} satisfies Record<string, Entitlements>;

/** Jordan super liked the user; Sam and Alex liked them. Newest first. */
export const receivedLikes: ReceivedLike[] = [
  {
    profile: { ...jordan, distanceKm: 3, superLikedYou: true },
    likedAt: '2026-11-23T20:10:00Z',
    superLike: true,
    comment: null,
  },
  { profile: { ...sam, distanceKm: 12 }, likedAt: '2026-11-22T08:45:00Z', superLike: false, comment: null },
  { profile: { ...alex, distanceKm: null }, likedAt: '2026-11-21T19:30:00Z', superLike: false, comment: null },
];

/** A person as a conversation names them. */
export const personOf = ({ id, name, age, profilePhoto }: Profile): ConversationPerson => ({
  id,
  name,
  age,
  imageURL: profilePhoto,
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let messageCount = 0;
/** A message `minutes` ago, from the user (`mine`) or to them. */
export function message(mine: boolean, text: string, minutes: number, readAt?: string | null): Message {
  messageCount += 1;
  const id = `0c0d0e0f-0000-4000-8000-${String(messageCount).padStart(12, '0')}`;
  return {
    id,
    clientId: id.replace('-8000-', '-9000-'),
    mine,
    text,
    sentAt: minutesAgo(minutes),
    ...(readAt !== undefined && { readAt }),
  };
}

const minutesSince = (time: Date) => (Date.now() - time.getTime()) / 60_000;
/** Minutes since yesterday at `hours`:`minutes`, local time. */
function sinceYesterdayAt(hours: number, minutes: number): number {
  const time = new Date();
  time.setDate(time.getDate() - 1);
  time.setHours(hours, minutes, 0, 0);
  return minutesSince(time);
}
/** Minutes since a moment `share` of the way from midnight to now: still today at any hour, even just past midnight. */
function sinceEarlierToday(share: number): number {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return minutesSince(new Date(midnight.getTime() + share * (Date.now() - midnight.getTime())));
}

/** Maya and Jordan, yesterday and today: Jordan wrote last. */
export const chat: Message[] = [
  message(false, 'Hi Maya! Your trail-run photos look amazing. Where was that?', sinceYesterdayAt(21, 30)),
  message(true, 'Thank you! Mount Tam, just north of the city. Do you run?', sinceYesterdayAt(21, 35)),
  message(false, 'Only to the bakery before it sells out 😄', sinceYesterdayAt(22, 30)),
  message(true, 'Ha! Which bakery is your favourite?', sinceEarlierToday(0.8)),
  message(false, 'Ovenly, no contest. Their salted chocolate chip cookies are dangerous.', sinceEarlierToday(0.95)),
];

/** One page of a conversation with `person`, as GET /api/conversations/{profileId}/messages answers. */
export function messagesPage(person: Profile, messages: Message[], open = true): MessagesPage {
  return { messages, nextCursor: null, open, profile: personOf(person) };
}

/** The user's conversations, newest activity first: Jordan wrote (1 unread), Sam matched today, Alex unmatched. */
export const conversations: Conversation[] = [
  {
    profile: personOf(jordan),
    lastMessage: chat.at(-1) ?? null,
    unreadCount: 1,
    lastActivityAt: minutesAgo(sinceEarlierToday(0.95)),
    open: true,
  },
  {
    profile: personOf(sam),
    lastMessage: null,
    unreadCount: 0,
    lastActivityAt: minutesAgo(sinceEarlierToday(0.9)),
    open: true,
  },
  {
    profile: personOf(alex),
    lastMessage: message(true, 'It was lovely to meet you. Good luck with the film festival!', 3 * 24 * 60),
    unreadCount: 0,
    lastActivityAt: minutesAgo(3 * 24 * 60),
    open: false,
  },
];
