import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { shownOrder } from '@wishlist/mf-shared/photo-order';

/** Every photo of a person once, in the order screens show them: the profile photo first, then the others, newest first. */
export const photosOf = (person: Pick<Profile, 'profilePhoto' | 'instagramPhotos'>): string[] => [
  ...new Set([person.profilePhoto, ...shownOrder(person.instagramPhotos)]),
];
