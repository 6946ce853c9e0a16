import { ApiError } from '@wishlist/service-kit';

/**
 * The one answer for a person who does not exist or is not shown to the asker (blocked, hidden, not discoverable):
 * the same in every case, so it tells nothing. The conversation operations answer it with the code the contract
 * names for them (`PROFILE_NOT_FOUND`); every other operation with the generic `NOT_FOUND`.
 */
export const profileNotFound = (code: 'NOT_FOUND' | 'PROFILE_NOT_FOUND' = 'NOT_FOUND') =>
  new ApiError(404, 'Profile not found', code);

/** The profile, or 404 (`profileNotFound`) when there is none. */
export function found<T>(profile: T | null | undefined): T {
  if (profile === null || profile === undefined) throw profileNotFound();
  return profile;
}
