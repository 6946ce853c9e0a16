import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientBase, Pool } from 'pg';
import type { Account } from '../accounts/entities.ts';

export type Role = Account['role'];
/** A ban (`until` null) or a suspension until a time (the contract's AccountRestriction). */
export type Restriction = { kind: 'ban'; until: null } | { kind: 'suspend'; until: Date };

/** Roles, bans and suspensions of accounts, and the keyed hashes of banned accounts' addresses. */
export function moderationRepository(em: EntityManager) {
  return {
    /**
     * One transaction: the account is restricted and, for a ban, the hash of its address kept. Repeating is
     * harmless: a ban keeps its first time, and a suspension only ever lengthens (there is no lifting one).
     */
    restrict: (account: Account, restriction: Restriction, emailHmac: string) =>
      em.transactional(async (tx) => {
        if (restriction.kind === 'suspend') {
          await tx.execute('update identity.accounts set suspended_until = greatest(suspended_until, ?) where id = ?', [
            restriction.until,
            account.id,
          ]);
          return;
        }
        await tx.execute('update identity.accounts set banned_at = coalesce(banned_at, now()) where id = ?', [
          account.id,
        ]);
        // Not deleted with the account: it is how the address stays refused at signup.
        await tx.execute('insert into identity.banned_emails (email_hmac) values (?) on conflict do nothing', [
          emailHmac,
        ]);
      }),

    async isEmailBanned(emailHmac: string) {
      const rows = await em.execute('select 1 from identity.banned_emails where email_hmac = ?', [emailHmac]);
      return rows.length > 0;
    },
  };
}

/**
 * Gives the account named `username` (any case) a role: the operator's command (scripts/moderation.ts), which
 * connects without the service. Answers the username as stored and the role it had, or null for an unknown one.
 */
export async function setRole(db: Pool | ClientBase, username: string, role: Role) {
  const { rows } = await db.query<{ username: string; previous: Role }>(
    `update identity.accounts a set role = $2
     from (select id, role from identity.accounts where lower(username) = lower($1) for update) previous
     where a.id = previous.id
     returning a.username, previous.role as previous`,
    [username.trim(), role],
  );
  return rows[0] ?? null;
}
