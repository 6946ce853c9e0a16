import type { components } from '@wishlist/contract/schema';
import type { OwnProfile } from '../matching-client.ts';
import type { Account } from './entities.ts';

/** The signed-in user of spec §3: the account's id and username with the profile matching keeps. */
export const signedInUser = (account: Account, profile: OwnProfile): components['schemas']['User'] => ({
  id: account.id,
  username: account.username,
  role: account.role,
  firstName: profile.firstName,
  lastName: profile.lastName,
  age: profile.age,
  bio: profile.bio,
  profilePhoto: profile.profilePhoto,
  interests: profile.interests,
  instagramPhotos: profile.instagramPhotos,
});
