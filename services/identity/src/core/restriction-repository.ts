import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRow, sql } from '@wishlist/service-kit';
import type { Account } from './entities.ts';

/** A ban (`until` null) or a suspension until a time (the contract's AccountRestriction). */
export type Restriction = { kind: 'ban'; until: null } | { kind: 'suspend'; until: Date };

/** Bans and suspensions of accounts, and the keyed hashes of banned accounts' addresses. */
export function restrictionRepository(em: EntityManager) {
  return {
    /**
     * One transaction: the account is restricted and, for a ban, the hash of its address kept. Repeating is
     * harmless: a ban keeps its first time, and a suspension only ever lengthens (only `lift` ends one early).
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

    /**
     * An admin's lift: the ban or suspension ends, and a ban's address hash goes with it (the address may sign up
     * again once the account is deleted). Repeating is harmless.
     */
    lift: (account: Account, emailHmac: string) =>
      em.transactional(async (tx) => {
        const db = tx.getKysely();
        await sql`update identity.accounts set banned_at = null, suspended_until = null where id = ${account.id}`.execute(
          db,
        );
        await sql`delete from identity.banned_emails where email_hmac = ${emailHmac}`.execute(db);
      }),

    async isEmailBanned(emailHmac: string) {
      const banned = sql`select 1 from identity.banned_emails where email_hmac = ${emailHmac}`;
      return (await firstRow(em.getKysely(), banned)) !== undefined;
    },
  };
}
