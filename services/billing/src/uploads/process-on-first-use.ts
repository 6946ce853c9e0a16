import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyRequest } from 'fastify';
import type { Upload } from './entities.ts';
import { MediaRefused, PHOTO_CONTENT_TYPE, processPhoto, processVideo } from './media.ts';
import { deleteUploadObjects, statusOf, storeUnavailable, thumbnailKey, type ObjectStore } from './object-store.ts';
import { uploadRepository } from './repository.ts';
import { rules } from './rules.ts';

/** An upload as checked: `served` when it may be served; otherwise why it was refused (null: not uploaded, or gone). */
export type Check = { served: Upload; refusal?: undefined } | { served: null; refusal: MediaRefused | null };

const outcome = (upload: Upload): Check => {
  if (upload.status === 'stored') return { served: upload };
  const refused = upload.status === 'rejected' && upload.refusalCode;
  return {
    served: null,
    refusal: refused ? new MediaRefused(upload.refusalMessage ?? '', upload.refusalCode ?? 'UNSUPPORTED_TYPE') : null,
  };
};

/** What media.ts makes of the upload's bytes: the versions to serve, or why it is refused. */
async function versionsOf(upload: Upload, original: Buffer | null) {
  const rule = rules[upload.kind];
  if (
    !original ||
    original.length > rule.maxBytes ||
    (upload.declaredSize && original.length !== upload.declaredSize)
  ) {
    throw new MediaRefused(
      `This file is not the size it was declared with (at most ${rule.maxBytes} bytes).`,
      'UNSUPPORTED_TYPE',
    );
  }
  if (upload.kind === 'video')
    return { main: processVideo(original), contentType: upload.declaredContentType ?? 'video/mp4', thumbnail: null };
  const { photo, thumbnail } = await processPhoto(original);
  return { main: photo, contentType: PHOTO_CONTENT_TYPE, thumbnail };
}

export interface ProcessingDeps {
  store: ObjectStore;
  now: () => Date;
  /** Called once a photo was stored: photo triage scores it in the background (triage.ts); none when it is off. */
  photoStored?: () => void;
}

/**
 * The upload, processed on first use: its object replaced by the versions to serve, or deleted with the reason
 * it was refused. One process per upload at a time (a row lock): a second reader waits and reads the outcome.
 */
export async function processOnFirstUse(
  request: FastifyRequest,
  found: Upload,
  { store, now, photoStored }: ProcessingDeps,
): Promise<Check> {
  if (found.status !== 'issued') return outcome(found);
  const check = await processed(request, found, { store, now });
  if (check.served?.kind === 'photo') photoStored?.();
  return check;
}

async function processed(
  request: FastifyRequest,
  found: Upload,
  { store, now }: Pick<ProcessingDeps, 'store' | 'now'>,
): Promise<Check> {
  const log = request.log;
  return request.em.transactional(async (tx) => {
    const repository = uploadRepository(tx);
    const upload = await repository.locked(found.key);
    if (!upload) return { served: null, refusal: null };
    if (upload.status !== 'issued') return outcome(upload);
    const object = { Bucket: store.bucket, Key: upload.key };
    let original: Buffer | null;
    try {
      const answer = await store.s3.send(new GetObjectCommand(object));
      // Larger than any upload may be: not even read.
      const tooLarge = (answer.ContentLength ?? 0) > rules[upload.kind].maxBytes;
      if (tooLarge) (answer.Body as Readable).destroy();
      original = tooLarge || !answer.Body ? null : Buffer.from(await answer.Body.transformToByteArray());
    } catch (err) {
      if (statusOf(err) === 404) return { served: null, refusal: null }; // not uploaded (yet)
      return storeUnavailable(log, err);
    }
    let versions;
    try {
      versions = await versionsOf(upload, original);
    } catch (err) {
      if (!(err instanceof MediaRefused)) throw err;
      log.warn({ key: upload.key, refusal: err.message }, 'deleting an upload that is refused');
      await deleteUploadObjects(store, upload.key).catch((error: unknown) => storeUnavailable(log, error));
      await repository.checked(upload, {
        status: 'rejected',
        refusalCode: err.code,
        refusalMessage: err.message,
        checkedAt: now(),
      });
      return outcome(upload);
    }
    let etag;
    try {
      if (versions.thumbnail) {
        await store.s3.send(
          new PutObjectCommand({
            ...object,
            Key: thumbnailKey(upload.key),
            Body: versions.thumbnail,
            ContentType: versions.contentType,
          }),
        );
      }
      // Over the original, under the same key: from here on its bytes are gone.
      ({ ETag: etag } = await store.s3.send(
        new PutObjectCommand({ ...object, Body: versions.main, ContentType: versions.contentType }),
      ));
    } catch (err) {
      return storeUnavailable(log, err);
    }
    await repository.checked(upload, {
      status: 'stored',
      contentType: versions.contentType,
      size: versions.main.length,
      etag: etag ?? null,
      checkedAt: now(),
    });
    return outcome(upload);
  });
}
