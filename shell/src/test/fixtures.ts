// Data for stories and tests, shaped by the contract's types.
import type { Profile, User } from '@wishlist/contract/client/types.gen.ts';

export const maya: User = {
  id: '3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c',
  username: 'maya',
  firstName: 'Maya',
  lastName: 'Lopez',
  age: 30,
  bio: 'Coffee first, then adventures.',
  profilePhoto: null,
  interests: ['Hiking', 'Jazz'],
  instagramPhotos: [],
};

export function profile(index: number): Profile {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Person ${String(index)}`,
    age: 25 + index,
    location: 'Lisbon',
    bio: 'Sunsets and long walks.',
    profilePhoto: '',
    instagramHandle: `@person${String(index)}`,
    instagramPhotos: [],
    interests: [],
  };
}
