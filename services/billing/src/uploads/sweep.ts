import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteUploadObjects, type ObjectStore } from '../core/object-store.ts';
import { uploadRepository } from './repository.ts';

const SWEEP_BATCH = 500;

/** Deletes the objects of uploads that no profile used within `hours` of being issued (run hourly). */
export async function sweepUnusedUploads(em: EntityManager, store: ObjectStore, now: Date, hours: number) {
  const repository = uploadRepository(em);
  const unused = await repository.unattached(new Date(now.getTime() - hours * 3_600_000), SWEEP_BATCH);
  for (const upload of unused) {
    await deleteUploadObjects(store, upload.key);
    await repository.swept(upload);
  }
  return unused.length;
}
