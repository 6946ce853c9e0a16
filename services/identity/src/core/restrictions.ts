import { createHmac, hkdfSync } from 'node:crypto';
import { type ApiError, sessionEndedError, type SessionEndReason } from '@wishlist/service-kit';
import type { Account } from './entities.ts';

// What a moderator's ban or suspension does to an account (README.md, "Roles, bans and suspensions"). Matching
// decides them; identity keeps them.

/** The ban or suspension that holds the account now, or null. */
export function restrictionOf(account: Account, now = new Date()): SessionEndReason | null {
  if (account.bannedAt) return { code: 'ACCOUNT_BANNED' };
  if (account.suspendedUntil && account.suspendedUntil > now)
    return { code: 'ACCOUNT_SUSPENDED', until: account.suspendedUntil };
  return null;
}

/**
 * Why the account may not sign in now (401, a suspension with its end), or null. Asked only once its password was
 * verified, so it tells a stranger nothing.
 */
export function signInRefusal(account: Account, now = new Date()): ApiError | null {
  const restriction = restrictionOf(account, now);
  return restriction && sessionEndedError(restriction);
}

/** The role the account acts with: a restricted account, or one being deleted, is a member whatever it was given. */
export const actingRole = (account: Account) =>
  account.deletingSince || signInRefusal(account) ? 'member' : account.role;

/**
 * Banned addresses are kept only as an HMAC, under a key derived from the session secret: the table names nobody
 * to whoever reads it, yet a signup with the address is recognised. (A new SESSION_SECRET forgets them.)
 */
export function emailBanHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'wishlist banned emails', 32));
  /** `email` already normalized (lowercased). */
  return (email: string) => createHmac('sha256', key).update(email).digest('base64url');
}
export type EmailBanHasher = ReturnType<typeof emailBanHasher>;
