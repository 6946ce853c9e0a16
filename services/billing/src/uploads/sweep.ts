import type { EntityManager } from '@mikro-orm/postgresql';
import {
  deleteObjectsBefore,
  deleteUploadObjects,
  FROZEN_DAYS,
  FROZEN_PREFIX,
  type ObjectStore,
} from '../core/object-store.ts';
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

/** Deletes the objects of uploads a moderator removed once an appeal can no longer bring them back (run hourly). */
export async function sweepSetAsideUploads(em: EntityManager, store: ObjectStore, now: Date) {
  const repository = uploadRepository(em);
  const past = await repository.setAsidePast(now, SWEEP_BATCH);
  for (const upload of past) {
    await deleteUploadObjects(store, upload.key);
    await repository.removed(upload, now);
  }
  return past.length;
}

/**
 * Deletes the photos frozen at a deletion (evidence.ts) once the partners may no longer report (matching's
 * REPORTABLE_AFTER_DELETION, 30 days: run hourly), as matching deletes what it kept for them.
 */
export const sweepFrozenPhotos = (store: ObjectStore, now: Date) =>
  deleteObjectsBefore(store, FROZEN_PREFIX, new Date(now.getTime() - FROZEN_DAYS * 86_400_000));
