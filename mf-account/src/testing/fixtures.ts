// Mocked data for stories, shaped like the contract's examples (Maya and the subscriptions come from
// @wishlist/testing/fixtures). Photos are inline SVGs, so stories show pictures without any server.
import type { City, OwnProfile, Profile, User, WishlistEntry } from '@wishlist/contract/client';
import { maya as sharedMaya, startingFilters } from '@wishlist/testing/fixtures';

/** A flat picture in one hue, as a data URL. */
export function picture(hue: number, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${String(hue)} 70% 72%)"/><circle cx="60" cy="48" r="22" fill="hsl(${String(hue)} 45% 45%)"/><rect x="26" y="78" width="68" height="42" rx="20" fill="hsl(${String(hue)} 45% 45%)"/><text x="8" y="18" font-size="12" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const maya: User = {
  ...sharedMaya,
  profilePhoto: picture(340),
  interests: ['Hiking', 'Coffee', 'Live music'],
  instagramPhotos: [picture(340), picture(200), picture(40)],
};

export const completeProfile: OwnProfile = {
  id: maya.id,
  firstName: 'Maya',
  lastName: 'Lopez',
  birthDate: '1996-04-12',
  age: 30,
  location: 'Austin, TX',
  bio: 'Tacos, trail runs and terrible puns.',
  profilePhoto: maya.instagramPhotos[0] ?? null,
  instagramHandle: '@maya.runs',
  instagramPhotos: maya.instagramPhotos,
  introVideo: null,
  interests: maya.interests,
  discoverable: true,
  underAgeDeclared: false,
  gender: 'woman',
  showMe: 'everyone',
  coordinates: { latitude: 30.2672, longitude: -97.7431 },
  incognito: false,
  shareReadReceipts: true,
  filters: startingFilters,
  prompts: [],
  intention: null,
};

/** Right after signup: no name, no birth date, hidden from others. */
export const newProfile: OwnProfile = {
  ...completeProfile,
  firstName: '',
  lastName: '',
  birthDate: null,
  age: null,
  location: '',
  bio: null,
  profilePhoto: null,
  instagramHandle: '',
  instagramPhotos: [],
  interests: [],
  discoverable: false,
};

const names = [
  'Jordan Reyes',
  'Sam Okafor',
  'Alex Kim',
  'Priya Shah',
  'Leo Martin',
  'Noor Haddad',
  'Chris Evans',
  'Ana Silva',
];

function person(index: number): Profile {
  return {
    id: `9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c${String(index).padStart(2, '0')}`,
    name: names[index % names.length] ?? 'Someone',
    age: 25 + index,
    location: 'Brooklyn, NY',
    bio: 'Always up for a gig.',
    profilePhoto: picture(index * 45),
    instagramHandle: '@someone',
    instagramPhotos: [picture(index * 45)],
    interests: ['Music'],
    prompts: [],
    intention: null,
  };
}

/** `count` wishlist entries, newest first. */
export function wishlistOf(count: number): { wishlist: WishlistEntry[] } {
  return {
    wishlist: Array.from({ length: count }, (_, index) => ({
      id: `6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b${String(index).padStart(2, '0')}`,
      profile: person(index),
      createdAt: '2026-11-22T09:15:00Z',
    })),
  };
}

/** Some of GET /api/cities. */
export const cities: City[] = [
  { name: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
  { name: 'Brooklyn, NY', latitude: 40.6782, longitude: -73.9442 },
  { name: 'Oakland, CA', latitude: 37.8044, longitude: -122.2712 },
  { name: 'Seattle, WA', latitude: 47.6062, longitude: -122.3321 },
];
