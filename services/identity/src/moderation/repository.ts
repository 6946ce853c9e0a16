// The kit's SQL module alone: the operator's command (scripts/moderation.ts) loads this file without the service.
import { firstRow, sql, type Db } from '@wishlist/service-kit/sql';
import type { Account } from '../core/entities.ts';

export type Role = Account['role'];

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
