import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Upload } from './entities.ts';
import { firstRow, PHOTO_MAX_BYTES, sql } from '@wishlist/service-kit';

export type IssuedUpload = Pick<
  Upload,
  'key' | 'userId' | 'kind' | 'declaredContentType' | 'declaredSize' | 'issuedAt'
>;
export type UploadCheck =
  | (Pick<Upload, 'refusalCode' | 'refusalMessage' | 'checkedAt'> & { status: 'rejected' })
  | (Pick<Upload, 'contentType' | 'size' | 'etag' | 'checkedAt'> & { status: 'stored' });

/** What a person has uploaded lately and holds: what their quotas are counted on. */
export interface UploadUsage {
  uploadsToday: number;
  oldestToday: Date | null;
  storedBytes: number;
}

/**
 * A person's uploads since `since` and the bytes they hold. An upload of a size not declared (only photos) counts
 * as the largest photo until it is checked.
 */
const usageStatement = (userId: string, since: Date) => sql<{
  uploads_today: string;
  oldest_today: Date | null;
  stored_bytes: string | null;
}>`select count(*) filter (where issued_at > ${since}) as uploads_today,
    min(issued_at) filter (where issued_at > ${since}) as oldest_today,
    sum(case status when 'stored' then size when 'issued' then coalesce(declared_size, ${PHOTO_MAX_BYTES}) else 0 end)
      as stored_bytes
  from billing.uploads where user_id = ${userId}`;

/** What an issued upload holds until it is checked. */
const NOT_CHECKED_YET = {
  status: 'issued',
  contentType: null,
  size: null,
  etag: null,
  checkedAt: null,
  attachedAt: null,
  refusalCode: null,
  refusalMessage: null,
  removedAt: null,
  keepUntil: null,
  nsfwScore: null,
  scoredAt: null,
  flaggedAt: null,
  scoreSentAt: null,
} as const;

/**
 * Records the upload unless `refuse` finds a reason in the person's usage (uploads issued since `since`; bytes
 * held, an upload not checked yet counting its declared size). One person's uploads are counted one at a time
 * (an advisory lock on their id), so parallel requests cannot all pass on the same count. Inside a transaction.
 */
async function issueWithin<E>(
  tx: EntityManager,
  upload: IssuedUpload,
  refuse: (usage: UploadUsage) => E | null,
  since: Date,
) {
  const db = tx.getKysely();
  await sql`select pg_advisory_xact_lock(hashtext(${`uploads:${upload.userId}`}))`.execute(db);
  const usage = await firstRow(db, usageStatement(upload.userId, since));
  const refusal = refuse({
    uploadsToday: Number(usage?.uploads_today ?? 0),
    oldestToday: usage?.oldest_today ? new Date(usage.oldest_today) : null,
    storedBytes: Number(usage?.stored_bytes ?? 0),
  });
  if (refusal) return refusal;
  tx.create(Upload, { ...upload, ...NOT_CHECKED_YET });
  return null;
}

/** An upload allowed, then checked against what the store holds, and used by a profile. */
function issuedAndChecked(em: EntityManager) {
  return {
    issuedWithin: <E>(upload: IssuedUpload, refuse: (usage: UploadUsage) => E | null, since: Date) =>
      em.transactional((tx) => issueWithin(tx, upload, refuse, since)),

    /** The upload under `key`, of `userId` when given. */
    find: (key: string, userId?: string) => em.findOne(Upload, userId === undefined ? { key } : { key, userId }),

    async checked(upload: Upload, check: UploadCheck) {
      Object.assign(upload, check);
      await em.flush();
    },

    /** The upload under `key`, locked until the transaction of `em` ends. */
    locked: (key: string) => em.findOne(Upload, { key }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }),

    /** Marks the upload as used by a profile, the first time. */
    attached: (key: string, at: Date) => em.nativeUpdate(Upload, { key, attachedAt: null }, { attachedAt: at }),
  };
}

/** The end of uploads: those no profile used found and swept (sweep.ts), and those released marked removed. */
function ended(em: EntityManager) {
  return {
    /** Up to `limit` uploads issued before `before` that no profile ever used and that were not swept yet. */
    unattached: (before: Date, limit: number) =>
      em.find(
        Upload,
        { attachedAt: null, status: { $ne: 'swept' }, issuedAt: { $lt: before } },
        { limit, orderBy: { issuedAt: 'asc' } },
      ),

    async removed(upload: Upload, at: Date) {
      Object.assign(upload, { status: 'removed', removedAt: at, keepUntil: null });
      await em.flush();
    },

    /** A moderator's removal: served to nobody, its objects kept until `keepUntil` (an appeal may bring it back). */
    async setAside(upload: Upload, at: Date, keepUntil: Date) {
      Object.assign(upload, { status: 'set-aside', removedAt: at, keepUntil });
      await em.flush();
    },

    /** A set-aside upload served again, as it was (an appeal reversed its removal). */
    async restored(upload: Upload) {
      Object.assign(upload, { status: 'stored', removedAt: null, keepUntil: null });
      await em.flush();
    },

    /** Up to `limit` set-aside uploads whose time to be brought back has passed at `now`. */
    setAsidePast: (now: Date, limit: number) =>
      em.find(Upload, { status: 'set-aside', keepUntil: { $lte: now } }, { limit, orderBy: { keepUntil: 'asc' } }),

    async swept(upload: Upload) {
      upload.status = 'swept';
      await em.flush();
    },
  };
}

/** Photo triage's queue (triage.ts): the photos to score, and the scores to tell matching of. */
function triageQueue(em: EntityManager) {
  return {
    /** Up to `limit` processed photos not scored yet (triage.ts), oldest first. */
    unscored: (limit: number) =>
      em.find(Upload, { status: 'stored', kind: 'photo', scoredAt: null }, { limit, orderBy: { checkedAt: 'asc' } }),

    /** Records a photo's score (null: its object was gone); flagged when it is above the threshold. */
    async scored(upload: Upload, score: number | null, threshold: number, at: Date) {
      const flaggedAt = score !== null && score > threshold ? at : null;
      Object.assign(upload, { nsfwScore: score, scoredAt: at, flaggedAt });
      await em.flush();
    },

    /** Up to `limit` scored photos whose score matching has not taken yet, oldest first. */
    scoresUnsent: (limit: number) =>
      em.find(
        Upload,
        { scoredAt: { $ne: null }, scoreSentAt: null, status: 'stored' },
        { limit, orderBy: { scoredAt: 'asc' } },
      ),

    async scoreSent(upload: Upload, at: Date) {
      upload.scoreSentAt = at;
      await em.flush();
    },
  };
}

/** The objects users were allowed to upload, and what the store was found to hold once checked. */
export function uploadRepository(em: EntityManager) {
  return { ...issuedAndChecked(em), ...ended(em), ...triageQueue(em) };
}
