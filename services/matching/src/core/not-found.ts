import { ApiError } from '@wishlist/service-kit';

/**
 * The one answer for a person who does not exist or is not shown to the asker (blocked, hidden, not discoverable):
 * 404 PROFILE_NOT_FOUND in every operation and every case, so it tells nothing.
 */
export const profileNotFound = () => new ApiError('PROFILE_NOT_FOUND');

/** The profile, or 404 (`profileNotFound`) when there is none. */
export function found<T>(profile: T | null | undefined): T {
  if (profile === null || profile === undefined) throw profileNotFound();
  return profile;
}
