import type { EntityManager } from '@mikro-orm/postgresql';
import { Upload } from './entities.ts';

export type IssuedUpload = Pick<Upload, 'key' | 'userId' | 'kind' | 'declaredContentType' | 'declaredSize' | 'issuedAt'>;
export type UploadCheck = { status: 'rejected'; checkedAt: Date } | (Pick<Upload, 'contentType' | 'size' | 'etag' | 'checkedAt'> & { status: 'stored' });

/** The objects users were allowed to upload, and what the store was found to hold once checked. */
export function uploadRepository(em: EntityManager) {
  return {
    async issued(upload: IssuedUpload) {
      em.create(Upload, { ...upload, status: 'issued', contentType: null, size: null, etag: null, checkedAt: null });
      await em.flush();
    },

    /** The upload under `key`, of `userId` when given. */
    find: (key: string, userId?: string) => em.findOne(Upload, userId === undefined ? { key } : { key, userId }),

    async checked(upload: Upload, check: UploadCheck) {
      Object.assign(upload, check);
      await em.flush();
    },
  };
}
