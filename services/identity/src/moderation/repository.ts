// The kit's SQL module alone: the operator's command (scripts/moderation.ts) loads this file without the service.
import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRow, rows, sql, type Db } from '@wishlist/service-kit/sql';
import type { Account } from '../core/entities.ts';
import type { Recipient } from '../core/mailer.ts';

export type Role = Account['role'];

/**
 * Gives the account named `username` (any case) a role, and writes the change (not a repeat of the role it has) in
 * the audit of role changes with who made it, in the same statement: the operator's command
 * (scripts/moderation.ts), which connects without the service. Answers the username as stored and the role it had,
 * or null for an unknown one.
 */
export async function setRole(db: Db, username: string, role: Role, changedBy: string) {
  const changed = await firstRow(
    db,
    sql<{ username: string; previous: Role }>`with previous as (
        select id, role from identity.accounts where lower(username) = lower(${username.trim()}) for update),
      changed as (update identity.accounts a set role = ${role} from previous where a.id = previous.id
        returning a.id, a.username, previous.role as previous),
      audited as (insert into identity.role_changes (account_id, username, before, after, changed_by)
        select id, username, previous, ${role}, ${changedBy} from changed where previous <> ${role})
      select username, previous from changed`,
  );
  return changed ?? null;
}

/** The addresses of every admin who can act now (not restricted, not being deleted): who is told of a burst. */
export const adminAddresses = async (em: EntityManager) =>
  await rows(
    em.getKysely(),
    sql<Recipient>`select email, language from identity.accounts
        where role = 'admin' and deleting_since is null and banned_at is null
          and (suspended_until is null or suspended_until <= now())
        order by created_at`,
  );

/** The role changes, newest first (the console's audit log, for admins). */
export const roleChanges = (em: EntityManager) =>
  rows(
    em.getKysely(),
    sql<{ accountId: string; username: string; before: Role; after: Role; changedBy: string; at: Date }>`
      select account_id as "accountId", username, before, after, changed_by as "changedBy", changed_at as at
      from identity.role_changes order by changed_at desc, id desc limit 200`,
  );
