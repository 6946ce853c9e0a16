import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ApiError } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import {
  deleteUploadObjects,
  statusOf,
  storeUnavailable,
  thumbnailKey,
  type ObjectStore,
} from '../core/object-store.ts';
import type { Upload } from './entities.ts';
import {
  isMediaRefusal,
  MAX_MEGAPIXELS,
  PHOTO_CONTENT_TYPE,
  processPhoto,
  processVideo,
  type MediaRefusal,
} from './media.ts';
import { uploadRepository } from './repository.ts';
import { rules } from './rules.ts';

/** An upload as checked: `served` when it may be served; otherwise why it was refused (null: not uploaded, or gone). */
export type Check = { served: Upload; refusal?: undefined } | { served: null; refusal: ApiError | null };

/** Why a rejected upload was refused, as its row keeps it (rows from before the codes were split: by its kind). */
function refusalOf(upload: Upload): ApiError {
  const stored = upload.refusalCode;
  const code: MediaRefusal = isMediaRefusal(stored) ? stored : upload.kind === 'photo' ? 'NOT_A_PHOTO' : 'NOT_A_VIDEO';
  return new ApiError(code, { megapixels: MAX_MEGAPIXELS, maxBytes: rules[upload.kind].maxBytes });
}

const outcome = (upload: Upload): Check => {
  if (upload.status === 'stored') return { served: upload };
  return { served: null, refusal: upload.status === 'rejected' && upload.refusalCode ? refusalOf(upload) : null };
};

interface Versions {
  main: Buffer;
  contentType: string;
  thumbnail: Buffer | null;
}

/** What media.ts makes of the upload's bytes: the versions to serve, or an ApiError with a MediaRefusal. */
async function versionsOf(upload: Upload, original: Buffer | null): Promise<Versions> {
  const { maxBytes } = rules[upload.kind];
  if (!original || original.length > maxBytes || (upload.declaredSize && original.length !== upload.declaredSize)) {
    throw new ApiError('NOT_DECLARED_SIZE', { maxBytes });
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

type Step = Pick<ProcessingDeps, 'store' | 'now'> & { log: FastifyRequest['log'] };

function processed(request: FastifyRequest, found: Upload, deps: Pick<ProcessingDeps, 'store' | 'now'>) {
  const step: Step = { ...deps, log: request.log };
  return request.em.transactional(async (tx): Promise<Check> => {
    const repository = uploadRepository(tx);
    const upload = await repository.locked(found.key);
    if (!upload) return { served: null, refusal: null };
    if (upload.status !== 'issued') return outcome(upload);
    const original = await readOriginal(step, upload);
    if (original === undefined) return { served: null, refusal: null }; // not uploaded (yet)
    let versions;
    try {
      versions = await versionsOf(upload, original);
    } catch (err) {
      if (!(err instanceof ApiError && isMediaRefusal(err.code))) throw err;
      await reject(step, repository, upload, err);
      return outcome(upload);
    }
    const etag = await storeVersions(step, upload.key, versions);
    await repository.checked(upload, {
      status: 'stored',
      contentType: versions.contentType,
      size: versions.main.length,
      etag: etag ?? null,
      checkedAt: step.now(),
    });
    return outcome(upload);
  });
}

/** The bytes uploaded (null: larger than any upload may be, so not even read); undefined when nothing is there. */
async function readOriginal({ store, log }: Step, upload: Upload): Promise<Buffer | null | undefined> {
  try {
    const answer = await store.s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: upload.key }));
    const tooLarge = (answer.ContentLength ?? 0) > rules[upload.kind].maxBytes;
    if (tooLarge) (answer.Body as Readable).destroy();
    return tooLarge || !answer.Body ? null : Buffer.from(await answer.Body.transformToByteArray());
  } catch (err) {
    if (statusOf(err) === 404) return undefined;
    return storeUnavailable(log, err);
  }
}

/** A refused upload's object is deleted, and its row keeps why. */
async function reject(
  { store, log, now }: Step,
  repository: ReturnType<typeof uploadRepository>,
  upload: Upload,
  refusal: ApiError,
) {
  log.warn({ key: upload.key, refusal: refusal.code }, 'deleting an upload that is refused');
  await deleteUploadObjects(store, upload.key).catch((error: unknown) => storeUnavailable(log, error));
  await repository.checked(upload, {
    status: 'rejected',
    refusalCode: refusal.code,
    refusalMessage: refusal.message,
    checkedAt: now(),
  });
}

/** Writes the thumbnail, then the served version over the original (from here on its bytes are gone); its ETag. */
async function storeVersions({ store, log }: Step, key: string, versions: Versions) {
  const object = { Bucket: store.bucket, Key: key, ContentType: versions.contentType };
  try {
    if (versions.thumbnail) {
      await store.s3.send(new PutObjectCommand({ ...object, Key: thumbnailKey(key), Body: versions.thumbnail }));
    }
    return (await store.s3.send(new PutObjectCommand({ ...object, Body: versions.main }))).ETag;
  } catch (err) {
    return storeUnavailable(log, err);
  }
}
