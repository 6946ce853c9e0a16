import { avataaars } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

/**
 * Pictures served from our own origin, so the app looks complete offline. A demo person's photo seed is
 * `{f|m}-{person}-{n}`: a face drawn by DiceBear (the same face from `person`, the n-th expression and backdrop, hair
 * that suits the person); the demo people are made up, and these are their photos. Any other seed is a member's
 * initials: one neutral placeholder for everyone without a photo, never an invented face (docs/spec.md §5).
 */
const DEMO_PHOTO_SEED = /^(?<sex>[fm])-(?<person>[A-Za-z0-9]+)-(?<photo>\d{1,2})$/;
/** One look per photo of a person: expression and backdrop. */
const LOOKS = [
  { mouth: 'smile', eyes: 'happy', background: 'b6e3f4' },
  { mouth: 'default', eyes: 'default', background: 'c0aede' },
  { mouth: 'twinkle', eyes: 'wink', background: 'd1d4f9' },
  { mouth: 'smile', eyes: 'squint', background: 'ffd5dc' },
  { mouth: 'tongue', eyes: 'default', background: 'ffdfbf' },
  { mouth: 'default', eyes: 'happy', background: 'c1f0c1' },
] as const;
const HAIR = {
  f: [
    'bigHair',
    'bob',
    'bun',
    'curly',
    'curvy',
    'frida',
    'fro',
    'froBand',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
  ],
  m: [
    'dreads01',
    'frizzle',
    'shaggy',
    'shortCurly',
    'shortFlat',
    'shortRound',
    'shortWaved',
    'sides',
    'theCaesar',
    'theCaesarAndSidePart',
  ],
} as const;

/** The picture of a person without a photo: at most two letters on a plain backdrop (the URL carries nothing else). */
export const initialsPictureUrl = (name: string) => `/api/avatars/${encodeURIComponent(initialsOf(name))}`;

/** The first letters of the first and the last word of a name, upper case ("Mary Ann Lee": "ML"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map(
    (word) => Array.from(word ?? '')[0] ?? '',
  );
  return letters.join('').toLocaleUpperCase() || '-';
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function initialsPicture(seed: string): string {
  const initials = escapeXml(Array.from(seed).slice(0, 2).join('').toLocaleUpperCase());
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 280" role="img">' +
    '<rect width="280" height="280" fill="#e9e6ef"/>' +
    `<text x="140" y="140" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="110" font-weight="600" fill="#6b6478">${initials}</text>` +
    '</svg>'
  );
}

/** A demo person's photo (`demoPhotoUrl`), else the initials placeholder. */
export function drawAvatar(seed: string): string {
  const demo = DEMO_PHOTO_SEED.exec(seed)?.groups;
  if (!demo) return initialsPicture(seed);
  const sex = demo.sex === 'f' ? 'f' : 'm';
  const look = LOOKS[Number(demo.photo) % LOOKS.length] ?? LOOKS[0];
  return createAvatar(avataaars, {
    seed: demo.person,
    top: [...HAIR[sex]],
    facialHairProbability: sex === 'm' ? 40 : 0,
    accessoriesProbability: 15,
    mouth: [look.mouth],
    eyes: [look.eyes],
    backgroundColor: [look.background],
  }).toString();
}

/** A demo person's n-th photo (demo-people/people.ts). */
export const demoPhotoUrl = (seed: string) => `/api/avatars/${seed}`;
