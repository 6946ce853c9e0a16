import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, sql } from '@wishlist/service-kit';
import { Profile } from '../core/profile.ts';

/** Profiles: a member's own (as others see one: core/visibility-repository.ts). */
export function profileRepository(em: EntityManager) {
  return {
    find: (id: string) => em.findOne(Profile, id),

    /** Writes the changes made to the profiles this repository found. */
    save: () => em.flush(),

    /**
     * Changes a profile under a row lock and writes it (null: no such profile). The lists (photos, interests) are
     * stored as JSON arrays, so two edits at the same moment would otherwise each write back a list without the
     * other's change. An error thrown by `change` writes nothing.
     */
    change<T>(id: string, change: (profile: Profile) => T): Promise<T | null> {
      return em.transactional(async (tx) => {
        const profile = await tx.findOne(Profile, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        return profile ? change(profile) : null;
      });
    },

    /**
     * Remembers that the person gave an under-18 birth date, before it is refused (a refusal writes nothing else).
     * A profile with a birth date already is left alone: its owner changes nothing of it (BIRTH_DATE_LOCKED).
     */
    async declareUnderAge(id: string): Promise<void> {
      await changed(
        em.getKysely(),
        sql`update matching.profiles set under_age_declared_at = coalesce(under_age_declared_at, now())
          where id = ${id} and birth_date is null`,
      );
    },

    /** A new account's profile, without a name yet; null when the account has one already. */
    async create(id: string): Promise<Profile | null> {
      const profile = em.create(Profile, { id, firstName: '' });
      try {
        await em.flush();
      } catch (err) {
        if (err instanceof UniqueConstraintViolationException) return null;
        throw err;
      }
      return profile;
    },
  };
}
