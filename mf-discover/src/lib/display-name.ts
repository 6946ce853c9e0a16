import type { User } from '@wishlist/contract/client/types.gen.ts';

/** The signed-in user's name as people read it: first and last name, or the username before they are set. */
export function displayName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
