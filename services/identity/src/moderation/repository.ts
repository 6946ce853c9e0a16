import type { EntityManager } from '@mikro-orm/postgresql';
// The kit's SQL module alone: the operator's command (scripts/moderation.ts) loads this file without the service.
import { firstRow, sql, type Db } from '@wishlist/service-kit/sql';
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
        const db = tx.getKysely();
        if (restriction.kind === 'suspend') {
          await sql`update identity.accounts set suspended_until = greatest(suspended_until, ${restriction.until})
            where id = ${account.id}`.execute(db);
          return;
        }
        await sql`update identity.accounts set banned_at = coalesce(banned_at, now()) where id = ${account.id}`.execute(
          db,
        );
        // Not deleted with the account: it is how the address stays refused at signup.
        await sql`insert into identity.banned_emails (email_hmac) values (${emailHmac}) on conflict do nothing`.execute(
          db,
        );
      }),

    async isEmailBanned(emailHmac: string) {
      const banned = sql`select 1 from identity.banned_emails where email_hmac = ${emailHmac}`;
      return (await firstRow(em.getKysely(), banned)) !== undefined;
    },
  };
}

/**
 * Gives the account named `username` (any case) a role: the operator's command (scripts/moderation.ts), which
 * connects without the service. Answers the username as stored and the role it had, or null for an unknown one.
 */
export async function setRole(db: Db, username: string, role: Role) {
  const changed = await firstRow(
    db,
    sql<{ username: string; previous: Role }>`update identity.accounts a set role = ${role}
      from (select id, role from identity.accounts where lower(username) = lower(${username.trim()}) for update) previous
      where a.id = previous.id
      returning a.username, previous.role as previous`,
  );
  return changed ?? null;
}
