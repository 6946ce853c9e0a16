import { defineEntity, p, type InferEntity, type Opt } from '@mikro-orm/core';
import type { components } from '@wishlist/contract/schema';
import { DEFAULT_MAX_DISTANCE_KM } from './saved-filters.ts';

type Intention = components['schemas']['Intention'];
type PromptAnswer = components['schemas']['PromptAnswer'];

/**
 * The profile as MikroORM maps it: the own profile is read and edited through it (repository.ts). Every other table
 * of matching is read and written in SQL by its area's repository; the tables are made by src/migrations.
 */

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
    /** When the person gave a birth date under 18: from then on only support sets one (profiles/handlers.ts). */
    underAgeDeclaredAt: p.datetime().nullable(),
    /** The place others see: the city nearest the cell (location/cells.ts, `moveTo`); empty without a location. */
    location: p.string().default(''),
    bio: p.string().nullable(),
    profilePhoto: p.string().nullable(),
    instagramHandle: p.string().default(''),
    instagramPhotos: p.json<string[]>().onCreate(() => []),
    /** What a photo shows, in its owner's words, by its URL: the photo's text for others (issue 45). */
    photoDescriptions: p.json<Record<string, string>>().onCreate(() => ({})),
    introVideo: p.string().nullable(),
    interests: p.json<string[]>().onCreate(() => []),
    gender: p.string().$type<'woman' | 'man' | 'non-binary'>().nullable(),
    showMe: p.string().$type<'women' | 'men' | 'everyone'>().nullable(),
    /** The centre of the person's grid cell as others read it today (location/cells.ts), never the point they sent. */
    latitude: p.float().nullable(),
    longitude: p.float().nullable(),
    /** A move others read from the next UTC day on (location/cells.ts, `moveTo`); its owner sees it at once. */
    pendingLatitude: p.float().nullable(),
    pendingLongitude: p.float().nullable(),
    pendingLocation: p.string().nullable(),
    pendingSince: p.datetime().nullable(),
    /** Changes of cell since `locationChangesSince` (at most a few a day, see location/cells.ts). */
    locationChanges: p.integer().default(0),
    locationChangesSince: p.datetime().nullable(),
    /** Whether the people this person writes with may be told when they read their messages (read receipts). */
    sharesReadReceipts: p.boolean().default(true),
    /** Gold: only people this person added see them. Ignored (not cleared) once gold has lapsed. */
    incognito: p.boolean().default(false),
    /** The feed's saved filters (feed/filters.ts); null: no such bound. */
    filterMinAge: p.integer().nullable(),
    filterMaxAge: p.integer().nullable(),
    filterMaxDistanceKm: p
      .integer()
      .nullable()
      .onCreate(() => DEFAULT_MAX_DISTANCE_KM),
    /** Advanced (premium, gold): kept, not applied, once the plan has lapsed. */
    filterCommonInterests: p.boolean().default(false),
    /** The intentions the person wants to see; empty: any. */
    filterIntentions: p.json<Intention[]>().onCreate(() => []),
    /** Which basic preferences are hard filters; the others only rank (feed/repository.ts). */
    dealbreakerAgeRange: p.boolean().default(true),
    dealbreakerDistance: p.boolean().default(true),
    dealbreakerShowMe: p.boolean().default(true),
    dealbreakerIntention: p.boolean().default(false),
    /** Only people whose own dealbreakers this person meets too (hides people from this person only). */
    filterTwoWay: p.boolean().default(false),
    /** Up to 3 answered prompts of the catalogue (prompts.ts), in the owner's order. */
    prompts: p.json<PromptAnswer[]>().onCreate(() => []),
    intention: p.string().$type<Intention>().nullable(),
    boostStartedAt: p.datetime().nullable(),
    boostEndsAt: p.datetime().nullable(),
    discoverable: p
      .boolean()
      .generated(`(btrim("first_name") <> '' and "birth_date" is not null) stored`)
      .$type<Opt<boolean>>(),
    demo: p.boolean().default(false),
    likesBack: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Profile = InferEntity<typeof Profile>;
