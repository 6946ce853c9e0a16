import { inAppPath, screens } from '@wishlist/app-runtime/screens';

/**
 * Where a guest was going when a screen sent them to sign in (spec §2), kept for this tab until they have signed in
 * or up. Only a screen of this site is ever followed (`inAppPath`): never another origin.
 */
const KEY = 'wishlist-return-to';

export function rememberReturnTo(path: string): void {
  const inApp = inAppPath(path);
  if (inApp) sessionStorage.setItem(KEY, inApp);
}

/** The path asked for before signing in (forgotten once read), else Discover. */
export function takeReturnTo(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return inAppPath(path) ?? screens.discover.path;
}
