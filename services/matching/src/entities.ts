import { defineEntity, p, type InferEntity, type Opt } from '@mikro-orm/core';

export const Profile = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    /** The account's id (identity's user id); demo people have ids of their own. */
    id: p.uuid().primary(),
    feedSeq: p.bigint('string').generated('always as identity').$type<Opt<string>>(),
    firstName: p.string(),
    lastName: p.string().default(''),
    /** `YYYY-MM-DD`; only ever set to a date 18+ years ago. */
    birthDate: p.date().nullable(),
    location: p.string().default(''),
    bio: p.string().nullable(),
    profilePhoto: p.string().nullable(),
    instagramHandle: p.string().default(''),
    instagramPhotos: p.json<string[]>().onCreate(() => []),
    introVideo: p.string().nullable(),
    interests: p.json<string[]>().onCreate(() => []),
    discoverable: p.boolean().generated(`(btrim("first_name") <> '' and "birth_date" is not null) stored`).$type<Opt<boolean>>(),
    demo: p.boolean().default(false),
    likesBack: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Profile = InferEntity<typeof Profile>;

export const WishlistEntry = defineEntity({
  name: 'WishlistEntry',
  tableName: 'wishlist_entries',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    userId: p.uuid(),
    profile: p.manyToOne(Profile),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WishlistEntry = InferEntity<typeof WishlistEntry>;

/** Likes a user has used on one UTC day. */
export const DailyLikes = defineEntity({
  name: 'DailyLikes',
  tableName: 'daily_likes',
  properties: {
    userId: p.uuid().primary(),
    day: p.date().primary(),
    used: p.integer(),
  },
});
export type DailyLikes = InferEntity<typeof DailyLikes>;

/** The tier billing last reported for a user: the cap that applies while billing cannot be reached. */
export const KnownTier = defineEntity({
  name: 'KnownTier',
  tableName: 'known_tiers',
  properties: {
    userId: p.uuid().primary(),
    tier: p.enum(['free', 'premium', 'gold'] as const),
    dailyLikeLimit: p.integer().nullable(),
    changedAt: p.datetime(),
  },
});
export type KnownTier = InferEntity<typeof KnownTier>;

export const entities = [Profile, WishlistEntry, DailyLikes, KnownTier];
