import type { EntityManager } from '@mikro-orm/postgresql';
import { Upload } from './entities.ts';

export type IssuedUpload = Pick<Upload, 'key' | 'userId' | 'kind' | 'declaredContentType' | 'declaredSize' | 'issuedAt'>;
export type UploadCheck = { status: 'rejected'; checkedAt: Date } | (Pick<Upload, 'contentType' | 'size' | 'etag' | 'checkedAt'> & { status: 'stored' });

/** The objects users were allowed to upload, and what the store was found to hold once checked. */
export function uploadRepository(em: EntityManager) {
  return {
    async issued(upload: IssuedUpload) {
      em.create(Upload, { ...upload, status: 'issued', contentType: null, size: null, etag: null, checkedAt: null, attachedAt: null });
      await em.flush();
    },

    /** The upload under `key`, of `userId` when given. */
    find: (key: string, userId?: string) => em.findOne(Upload, userId === undefined ? { key } : { key, userId }),

    async checked(upload: Upload, check: UploadCheck) {
      Object.assign(upload, check);
      await em.flush();
    },

    async attached(upload: Upload, at: Date) {
      if (upload.attachedAt) return;
      upload.attachedAt = at;
      await em.flush();
    },

    /** Up to `limit` uploads issued before `before` that no profile ever used and that were not swept yet. */
    unattached: (before: Date, limit: number) =>
      em.find(Upload, { attachedAt: null, status: { $ne: 'swept' }, issuedAt: { $lt: before } }, { limit, orderBy: { issuedAt: 'asc' } }),

    async swept(upload: Upload) {
      upload.status = 'swept';
      await em.flush();
    },
  };
}
