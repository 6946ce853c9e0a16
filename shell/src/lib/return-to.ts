/**
 * Where a guest was going when a signed-in screen sent them to sign in (spec §2), kept for this tab until they have
 * signed in or up. Only a path of this site is ever followed: never another origin (`//evil.example`, `/\evil`).
 */
const KEY = 'wishlist-return-to';
const HOME = '/app';

export const isSameOriginPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturnTo(path: string): void {
  if (isSameOriginPath(path)) sessionStorage.setItem(KEY, path);
}

/** The path asked for before signing in (forgotten once read), else Discover. */
export function takeReturnTo(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && isSameOriginPath(path) ? path : HOME;
}
