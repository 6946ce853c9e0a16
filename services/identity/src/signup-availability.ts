import { ApiError } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountRepository } from './account-repository.ts';

/** Names that would let someone pass for the team. */
export const RESERVED_USERNAMES = new Set(['admin', 'administrator', 'moderator', 'root', 'security', 'staff', 'support', 'system', 'team', 'wishlist']);

export const usernameTaken = () => new ApiError(409, 'That username is taken. Please choose another.', 'USERNAME_TAKEN');
export const emailTaken = () => new ApiError(409, 'An account with this email already exists. Please sign in instead.', 'EMAIL_TAKEN');

/**
 * Refuses a username or an email address that an account already has, before a code is sent for them (register
 * checks again: someone may take either meanwhile). It tells no more than register would after the code; the send
 * call's rate limits bound how fast anyone can ask.
 */
export async function ensureAvailable(em: EntityManager, username: string, email: string): Promise<void> {
  const accounts = accountRepository(em);
  if (RESERVED_USERNAMES.has(username.toLowerCase()) || (await accounts.findByUsername(username))) throw usernameTaken();
  if (await accounts.findByEmail(email)) throw emailTaken();
}
