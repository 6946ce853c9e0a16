import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { VerificationCode } from './entities.ts';

export type SentCode = Pick<VerificationCode, 'contact' | 'codeHash' | 'sentAt' | 'expiresAt'>;

/** The latest code sent to each address, its tries, and whether the address was verified with it. */
export function verificationRepository(em: EntityManager) {
  return {
    /** A new code replaces the previous one, with a fresh count of tries and no verification yet. */
    async replaceCode(code: SentCode) {
      await em.upsert(VerificationCode, { ...code, wrongTries: 0, verifiedAt: null });
    },

    /**
     * Runs `attempt` on the address's code (null when none was sent) under a row lock, so concurrent tries count
     * one after another and no burst gets past the limit; what `attempt` changes on the code is saved.
     */
    withLockedCode: <T>(contact: string, attempt: (code: VerificationCode | null) => T) =>
      em.transactional(async (tx) => attempt(await tx.findOne(VerificationCode, contact, { lockMode: LockMode.PESSIMISTIC_WRITE }))),

    /** Addresses of people who never signed up are not kept: a code row goes once it cannot be used any more. */
    async purgeUsedUp() {
      await em.execute(`delete from identity.verification_codes where expires_at < now() - interval '30 minutes'`);
    },
  };
}
