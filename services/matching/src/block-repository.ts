import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { endMatch } from './match-repository.ts';

const BLOCK_SQL = `insert into matching.blocks (user_id, profile_id) values (:userId, :profileId) on conflict do nothing`;

const UNBLOCK_SQL = `delete from matching.blocks where user_id = :userId and profile_id = :profileId returning 1`;

/** The people :userId blocked, newest block first, whatever their profile is like now. */
const BLOCKED_SQL = `
  select p.id, btrim(p.first_name || ' ' || p.last_name) as name, p.profile_photo as "profilePhoto", b.created_at as "blockedAt"
  from matching.blocks b join matching.profiles p on p.id = b.profile_id
  where b.user_id = :userId
  order by b.created_at desc, p.id`;

export type BlockedRow = { id: string; name: string; profilePhoto: string | null; blockedAt: string };

/** Blocks: who blocked whom. What a block hides is said by `neitherBlocked` (block-rule.ts) where each query is written. */
export function blockRepository(em: EntityManager) {
  return {
    /**
     * :userId blocks :profileId and whatever was between them ends (the match, so the conversation closes), in one
     * transaction; false when there is no such profile. Blocking again changes nothing.
     */
    async block(userId: string, profileId: string): Promise<boolean> {
      try {
        await em.transactional(async (tx) => {
          await tx.execute(BLOCK_SQL, { userId, profileId }, 'run');
          await endMatch(tx, userId, profileId);
        });
        return true;
      } catch (err) {
        if (err instanceof ForeignKeyConstraintViolationException) return false;
        throw err;
      }
    },

    /** Lifts :userId's own block of :profileId (a block the other made stays); false when there was none. */
    async unblock(userId: string, profileId: string): Promise<boolean> {
      return (await em.execute(UNBLOCK_SQL, { userId, profileId })).length > 0;
    },

    blocked: (userId: string) => em.execute<BlockedRow[]>(BLOCKED_SQL, { userId }),
  };
}
