import type { components } from '@wishlist/contract/schema';
import { savedFiltersOf } from './saved-filters.ts';
import { initialsPictureUrl } from './avatars.ts';
import type { Profile } from './profile.ts';
import { ageOn } from './birth-date.ts';
import { latestCell } from './cells.ts';

type PublicProfile = components['schemas']['Profile'];
type OwnProfile = components['schemas']['OwnProfile'];
type ConversationPerson = components['schemas']['ConversationPerson'];

/**
 * What the public view reads: a Profile entity, or a row selected with `PROFILE_COLUMNS`; rows read for one viewer
 * (core/visibility-repository.ts) also say how far away the person is and whether they super liked the viewer.
 */
export type ProfileFields = Pick<
  Profile,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'location'
  | 'bio'
  | 'profilePhoto'
  | 'instagramHandle'
  | 'instagramPhotos'
  | 'photoDescriptions'
  | 'interests'
  | 'prompts'
  | 'intention'
> & { distanceKm?: number | null; superLikedYou?: boolean };

/** Every photo of a profile, the profile picture first, each once (it is usually one of the photos too). */
export const photosOf = (profile: { profilePhoto: string | null; instagramPhotos: string[] }) => [
  ...new Set([...(profile.profilePhoto ? [profile.profilePhoto] : []), ...profile.instagramPhotos]),
];

/** The descriptions of the photos shown (a held photo's stays unsaid with it). */
const descriptionsOf = ({ photoDescriptions, profilePhoto, instagramPhotos }: ProfileFields) =>
  Object.fromEntries(
    Object.entries(photoDescriptions).filter(([url]) => url === profilePhoto || instagramPhotos.includes(url)),
  );

type Named = Pick<ProfileFields, 'id' | 'firstName' | 'lastName' | 'profilePhoto'>;
const fullName = (profile: Named) => `${profile.firstName} ${profile.lastName}`.trim();
/** A person always has a picture: people without a photo show their initials (avatars.ts). */
const pictureOf = (profile: Named) => profile.profilePhoto ?? initialsPictureUrl(fullName(profile));

/** Another person as others see them. Only discoverable profiles (a name and an 18+ birth date) get here. */
export function toProfile(profile: ProfileFields): PublicProfile {
  if (!profile.birthDate) throw new Error(`profile ${profile.id} is not discoverable`);
  return {
    id: profile.id,
    name: fullName(profile),
    age: ageOn(profile.birthDate),
    location: profile.location,
    bio: profile.bio ?? '',
    profilePhoto: pictureOf(profile),
    instagramHandle: profile.instagramHandle,
    instagramPhotos: profile.instagramPhotos,
    photoDescriptions: descriptionsOf(profile),
    interests: profile.interests,
    prompts: profile.prompts,
    intention: profile.intention ?? null,
    ...(profile.distanceKm !== undefined && { distanceKm: profile.distanceKm }),
    ...(profile.superLikedYou !== undefined && { superLikedYou: profile.superLikedYou }),
  };
}

/** The other person of a conversation, as small as a list row needs (their age is null once they have no birth date). */
export function toConversationPerson(profile: Named & Pick<ProfileFields, 'birthDate'>): ConversationPerson {
  return {
    id: profile.id,
    name: fullName(profile),
    age: profile.birthDate ? ageOn(profile.birthDate) : null,
    imageURL: pictureOf(profile),
  };
}

/** The own profile; `incognitoInForce`: the switch reads off once the plan that has it has lapsed. */
export function toOwnProfile(profile: Profile, incognitoInForce: boolean): OwnProfile {
  // The owner sees their latest move at once; others read it from the next day.
  const cell = latestCell(profile);
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate ?? null,
    age: profile.birthDate ? ageOn(profile.birthDate) : null,
    location: (profile.pendingSince && profile.pendingLocation) || profile.location,
    bio: profile.bio ?? null,
    profilePhoto: profile.profilePhoto ?? null,
    instagramHandle: profile.instagramHandle,
    instagramPhotos: profile.instagramPhotos,
    photoDescriptions: profile.photoDescriptions,
    introVideo: profile.introVideo ?? null,
    interests: profile.interests,
    discoverable: profile.discoverable,
    underAgeDeclared: profile.underAgeDeclaredAt != null,
    gender: profile.gender ?? null,
    showMe: profile.showMe ?? null,
    coordinates: cell,
    incognito: profile.incognito && incognitoInForce,
    shareReadReceipts: profile.sharesReadReceipts,
    filters: savedFiltersOf(profile),
    prompts: profile.prompts,
    intention: profile.intention ?? null,
  };
}
