import { avataaars } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import type { Handlers } from '@wishlist/service-kit';

/**
 * Pictures drawn by DiceBear from a seed, served from our own origin so the app looks complete offline.
 * A demo person's photo seed is `{f|m}-{person}-{n}`: the same face (from `person`) with the n-th expression
 * and backdrop, and hair that suits the person. Any other seed (a member's id) draws one plain avatar.
 */
const DEMO_PHOTO_SEED = /^(?<sex>[fm])-(?<person>[A-Za-z0-9]+)-(?<photo>\d{1,2})$/;
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0c1'];
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
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function drawAvatar(seed: string): string {
  const demo = DEMO_PHOTO_SEED.exec(seed)?.groups;
  if (!demo) return createAvatar(avataaars, { seed, backgroundColor: BACKGROUNDS }).toString();
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

/** GET /api/avatars/{seed}: the picture of a person without a photo, and the demo people's photos. */
export function avatarHandlers() {
  return {
    async getAvatar(request, reply) {
      return reply
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .type('image/svg+xml')
        .send(Buffer.from(drawAvatar(request.params.seed)));
    },
  } satisfies Handlers;
}
