import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@wishlist/contract/schema';
import { rows, sql } from '@wishlist/service-kit';
import { Account, ContactMessage, VerificationCode } from '../core/entities.ts';

type IdentityUserData = components['schemas']['IdentityUserData'];

/** What the data download shows, by section, in the names of the contract's IdentityUserData. */
const exportStatements = (account: Account) => ({
  contactMessages: sql<IdentityUserData['contactMessages'][number]>`select name, email, subject, category, message,
      created_at as "sentAt"
    from identity.contact_messages where account_id = ${account.id} order by created_at`,
  emailVerifications: sql<IdentityUserData['emailVerifications'][number]>`select contact as email, sent_at as "sentAt",
      verified_at as "verifiedAt"
    from identity.verification_codes where contact = ${account.email} order by sent_at`,
  passwordResets: sql<
    IdentityUserData['passwordResets'][number]
  >`select created_at as "requestedAt", used_at as "usedAt"
    from identity.password_resets where account_id = ${account.id} order by created_at`,
});

/** What identity keeps about a person, as a whole: marked and deleted with the account, read for the download. */
export function accountDataRepository(em: EntityManager) {
  return {
    /** From now on the account cannot sign in; it is deleted once every service has deleted its data. */
    async markDeleting(account: Account) {
      account.deletingSince ??= new Date();
      await em.flush();
    },

    /** Accounts whose deletion began before `startedBefore` and is not finished, oldest first. */
    deleting: (limit: number, startedBefore: Date) =>
      em.find(
        Account,
        { deletingSince: { $ne: null, $lt: startedBefore } },
        { orderBy: { deletingSince: 'asc' }, limit },
      ),

    /**
     * The account and what identity keeps about its person: codes sent to the address, messages sent from it, reset
     * links, and in demo mode the mails to it in the demo mailbox.
     */
    deleteForGood: (account: Account) =>
      em.transactional(async (tx) => {
        await tx.nativeDelete(VerificationCode, { contact: account.email });
        await sql`delete from identity.demo_mails where recipient = ${account.email}`.execute(tx.getKysely());
        await tx.nativeDelete(ContactMessage, { email: account.email });
        // Reset links go with the account (on delete cascade).
        await tx.nativeDelete(Account, { id: account.id });
      }),

    /**
     * What identity keeps about the account's person, for the data download, in the names of the contract's
     * IdentityUserData (never a hash, a token or an id).
     */
    async exportOf(account: Account): Promise<IdentityUserData> {
      const db = em.getKysely();
      const statements = exportStatements(account);
      const [contactMessages, emailVerifications, passwordResets] = await Promise.all([
        rows(db, statements.contactMessages),
        rows(db, statements.emailVerifications),
        rows(db, statements.passwordResets),
      ]);
      return {
        account: { username: account.username, email: account.email, createdAt: account.createdAt.toISOString() },
        contactMessages,
        passwordResets,
        emailVerifications,
      };
    },
  };
}
