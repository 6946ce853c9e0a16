import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { shownOrder } from '@wishlist/shared-data/photo-order';

/**
 * A photo's text for a screen reader: what it shows in its owner's words (described at upload or on their profile),
 * else `otherwise` (whose photo it is).
 */
export const photoText = (person: Pick<Profile, 'photoDescriptions'>, url: string, otherwise: string): string =>
  person.photoDescriptions?.[url] ?? otherwise;

/** Every photo of a person once, in the order screens show them: the profile photo first, then the others, newest first. */
export const photosOf = (person: Pick<Profile, 'profilePhoto' | 'instagramPhotos'>): string[] => [
  ...new Set([person.profilePhoto, ...shownOrder(person.instagramPhotos)]),
];
