import { ApiError } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountRepository } from '../core/account-repository.ts';

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

/**
 * Refuses a username that an account already has, before a code is sent (register checks again: someone may take
 * it meanwhile). Usernames are public (profiles show them), so saying so tells nothing; a taken email is never
 * said before its owner has proved they read its mail (handlers.ts), and then only in the rare race of two
 * signups with it (EMAIL_TAKEN at register).
 */
export async function ensureUsernameAvailable(em: EntityManager, username: string): Promise<void> {
  if (RESERVED_USERNAMES.has(username.toLowerCase()) || (await accountRepository(em).findByUsername(username)))
    throw new ApiError('USERNAME_TAKEN');
}
