import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRow, sql, type Sql } from '@wishlist/service-kit';
import { Account } from '../core/entities.ts';
import type { Recipient } from '../core/mailer.ts';

// One statement whether or not the username exists (an unknown one inserts nothing), so both take the same path.
const issueStatement = (username: string, tokenHash: string, validMinutes: number) => sql<Recipient>`
  with account as (
    select id, email, language from identity.accounts where lower(username) = lower(${username}) and deleting_since is null
  ), issued as (
    insert into identity.password_resets (token_hash, account_id, expires_at)
    select ${tokenHash}, id, now() + make_interval(mins => ${validMinutes}) from account returning account_id
  )
  select email, language from account join issued on issued.account_id = account.id`;

const linkStatement = (tokenHash: string, lock: Sql = sql``) => sql<Link>`
  select account_id as "accountId", expires_at <= now() as expired, used_at is not null as used
  from identity.password_resets r
  where token_hash = ${tokenHash}
    and exists (select 1 from identity.accounts a where a.id = r.account_id and deleting_since is null)
  ${lock}`;

export type ResetRefusal = 'RESET_LINK_INVALID' | 'RESET_LINK_USED' | 'RESET_LINK_EXPIRED';

interface Link {
  accountId: string;
  expired: boolean;
  used: boolean;
}

/** Why a link cannot be used (none for the token, or its account is being deleted: invalid), or null when it can. */
function refusalOf(link: Link | undefined): ResetRefusal | null {
  if (!link) return 'RESET_LINK_INVALID';
  if (link.used) return 'RESET_LINK_USED';
  if (link.expired) return 'RESET_LINK_EXPIRED';
  return null;
}

/** Password reset links: only the hash of each token is stored, with its account, expiry and use. */
export function passwordResetRepository(em: EntityManager) {
  return {
    /** Stores a link for the username's account; answers the address to mail it to, or null (no such account). */
    async issue(username: string, tokenHash: string, validMinutes: number): Promise<Recipient | null> {
      return (await firstRow(em.getKysely(), issueStatement(username.trim(), tokenHash, validMinutes))) ?? null;
    },

    /** Why the link cannot be used, or null when it can; nothing changes (the link's screen asks as it opens). */
    async check(tokenHash: string): Promise<ResetRefusal | null> {
      return refusalOf(await firstRow(em.getKysely(), linkStatement(tokenHash)));
    },

    /**
     * Under the link's row lock: a link that cannot be used is refused; else `use` runs with its account and the
     * link is used up together with what `use` changed (if `use` throws, nothing changes and the link stays).
     */
    redeem: <T>(tokenHash: string, use: (account: Account) => Promise<T>) =>
      em.transactional(async (tx): Promise<T | ResetRefusal> => {
        const link = await firstRow(tx.getKysely(), linkStatement(tokenHash, sql`for update of r`));
        const refusal = refusalOf(link);
        if (refusal) return refusal;
        const account = link && (await tx.findOne(Account, { id: link.accountId, deletingSince: null }));
        if (!account) return 'RESET_LINK_INVALID';
        const outcome = await use(account);
        await sql`update identity.password_resets set used_at = now() where token_hash = ${tokenHash}`.execute(
          tx.getKysely(),
        );
        return outcome;
      }),

    /** Links are kept a day after they expire (so a late click still hears "expired"), then deleted. */
    async purgeOld() {
      await sql`delete from identity.password_resets where expires_at < now() - interval '1 day'`.execute(
        em.getKysely(),
      );
    },
  };
}
