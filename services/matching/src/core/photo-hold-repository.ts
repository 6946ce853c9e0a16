import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, sql } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import { automatedStatementSql } from './automated-statement-repository.ts';

/** Billing's word on an upload a profile is about to use (`lookupUploadedObject`). */
export type Triage = Pick<components['schemas']['UploadedObject'], 'objectURL' | 'triage' | 'score'>;

/**
 * The photo triage's rows (`matching.photo_holds`, one per photo URL): a photo with an undecided row is shown to its
 * owner only (`shownPhoto`, visibility-repository.ts). Awaiting its score: no score yet; flagged: a score, until a
 * moderator approves it; scored clean or approved: decided. Whichever of billing's calls and the profile's use comes
 * first, the outcome is the same: a score is kept for a photo no profile uses yet, and never replaced.
 */
const awaitingSql = (profileId: string, url: string) => sql`
  insert into matching.photo_holds (object_url, profile_id, score)
  select ${url}, p.id, null from matching.profiles p where p.id = ${profileId}
  on conflict (object_url) do nothing`;

/**
 * A flag that holds the photo is an automated decision: counted for the transparency report (`automated_decisions`)
 * and stated to its owner (automated-statement-repository.ts), in the flag's statement. Answers the statement, once.
 */
const flaggedSql = (profileId: string, url: string, score: number) => sql<{ id: string; profileId: string }>`
  with held as (insert into matching.photo_holds as h (object_url, profile_id, score)
    select ${url}, p.id, ${score} from matching.profiles p where p.id = ${profileId}
    on conflict (object_url) do update set score = excluded.score, flagged_at = now() where h.score is null
    returning object_url, profile_id),
  counted as (insert into matching.automated_decisions (kind) select 'hold-photo' from held)
  ${automatedStatementSql(sql.ref('held'), {
    action: 'hold-photo',
    rule: sql`'photos'`,
    details: sql`jsonb_build_object('photoURL', h.object_url)`,
  })}`;

const clearedSql = (profileId: string, url: string, score: number) => sql`
  insert into matching.photo_holds as h (object_url, profile_id, score, decided_at)
  select ${url}, p.id, ${score}, now() from matching.profiles p where p.id = ${profileId}
  on conflict (object_url) do update set score = excluded.score, decided_at = now() where h.score is null`;

const approvedSql = (url: string) => sql<{ approved: boolean }>`
  select exists (select 1 from matching.photo_holds where object_url = ${url} and decided_at is not null) as approved`;

export function photoHoldRepository(em: EntityManager) {
  const db = em.getKysely();
  return {
    /** Before a profile takes the upload: held from others until billing tells its score, or held when flagged. */
    /** Answers the statement of reasons of a hold it starts (undefined: none). */
    async beforeUse(profileId: string, { objectURL, triage, score }: Triage) {
      if (triage === 'awaiting') await changed(db, awaitingSql(profileId, objectURL));
      if (triage !== 'flagged') return undefined;
      return firstRow(db, flaggedSql(profileId, objectURL, score ?? 1));
    },
    /** Answers the statement of reasons of the hold (undefined: the photo was scored already). */
    flagged: (profileId: string, url: string, score: number) => firstRow(db, flaggedSql(profileId, url, score)),
    cleared: (profileId: string, url: string, score: number) => changed(db, clearedSql(profileId, url, score)),
    /** Whether the photo was scored clean or approved by a moderator. */
    approved: async (url: string) => (await firstRow(db, approvedSql(url)))?.approved ?? false,
  };
}
