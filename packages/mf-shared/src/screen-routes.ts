/**
 * The screens' paths (spec §2), in one place: the shell's router is built from them, and the edge answers 404 for
 * any other path (services/edge/src/not-found.ts). Paths match case-insensitively and with or without a trailing slash.
 */
export const screenPaths = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  faq: '/faq',
  contact: '/contact',
  terms: '/terms',
  /** Demo mode only: the mails that would have been sent (codes, reset links). */
  mailbox: '/mailbox',
  pricing: '/pricing',
  subscription: '/subscription',
  discover: '/app',
  wishlist: '/wishlist',
  matches: '/matches',
  conversation: '/matches/:profileId',
  ownProfile: '/profile',
  profileDetail: '/profile/:id',
  likesYou: '/likes',
} as const;

/** The pattern of a screen's path: any value for each `:param`, any letter case, with or without a trailing slash. */
function screenPathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i');
}

export type ScreenName = keyof typeof screenPaths;

const patterns = Object.entries(screenPaths).map(([name, path]) => [name as ScreenName, screenPathPattern(path)] as const);

/** The screen a URL's path shows (the query string is not part of it), or undefined for any other path. */
export function screenAt(pathname: string): ScreenName | undefined {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0];
}
