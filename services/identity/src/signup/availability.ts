import { ApiError } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountRepository } from '../accounts/repository.ts';

/** Names that would let someone pass for the team. */
export const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'moderator',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'team',
  'wishlist',
]);

export const usernameTaken = () =>
  new ApiError(409, 'That username is taken. Please choose another.', 'USERNAME_TAKEN');
/** Only ever told to someone who verified the address (the owner), in the rare race of two signups with it. */
export const emailTaken = () =>
  new ApiError(409, 'An account with this email already exists. Please sign in instead.', 'EMAIL_TAKEN');

/**
 * Refuses a username that an account already has, before a code is sent (register checks again: someone may take
 * it meanwhile). Usernames are public (profiles show them), so saying so tells nothing; a taken email is never
 * said before its owner has proved they read its mail (handlers.ts).
 */
export async function ensureUsernameAvailable(em: EntityManager, username: string): Promise<void> {
  if (RESERVED_USERNAMES.has(username.toLowerCase()) || (await accountRepository(em).findByUsername(username)))
    throw usernameTaken();
}
