import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ApiError, sessionUser, type Handler, type Handlers } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { BillingConfig } from './config.ts';
import type { Upload } from './entities.ts';
import { MediaRefused, PHOTO_CONTENT_TYPE, PHOTO_TYPES, processPhoto, processVideo, VIDEO_TYPES } from './media.ts';
import { uploadRepository } from './upload-repository.ts';

/**
 * Uploads go from the browser straight to the object store with a short-lived presigned PUT under the user's
 * own prefix (`users/{userId}/`), and are read back through this service (GET /media/…), never from a public
 * bucket. The URL is signed for the declared type and exact length and writes once. Before anyone can use or
 * read an upload, this service reads it back and replaces it under the same key with what media.ts makes of it
 * (a photo decoded and written again without metadata, plus its thumbnail; a video with its metadata blanked),
 * or deletes it and records why it was refused: the bytes a person uploaded are never served.
 * An upload no profile used within UNUSED_UPLOAD_HOURS is deleted by the hourly sweep; one a profile stops
 * using is deleted when matching releases it.
 */

export const UPLOAD_URL_TTL_SECONDS = 300;
/** Per person: uploads begun in any 24 hours, and bytes held (a profile shows 12 photos and a video). */
export const UPLOADS_PER_DAY = 50;
export const STORED_BYTES_PER_PERSON = 200 * 1024 * 1024;
const DAY_MS = 86_400_000;

type Kind = 'photo' | 'video';
const rules: Record<Kind, { types: string[]; maxBytes: number; wrongType: string }> = {
  photo: { types: PHOTO_TYPES, maxBytes: 10_485_760, wrongType: 'Photos must be JPEG, PNG, WebP or AVIF images.' },
  video: { types: VIDEO_TYPES, maxBytes: 50_485_760, wrongType: 'Videos must be MP4 or MOV files.' },
};

/** The key's extension is what is served: every photo is served as WebP. */
const extensions: Record<string, string> = { 'video/mp4': '.mp4', 'video/quicktime': '.mov' };
const extensionOf = (kind: Kind, contentType: string) => (kind === 'photo' ? '.webp' : (extensions[contentType] ?? ''));

const MEDIA_PREFIX = '/media/';
/** Every object of a user is under this prefix of the bucket. */
const userPrefix = (userId: string) => `users/${userId}/`;
/** A photo's thumbnail, beside it (no URL of the store or of GET /media names it directly). */
const thumbnailKey = (key: string) => `${key}.thumbnail`;
const keyOf = (objectURL: string) => (objectURL.startsWith(MEDIA_PREFIX) ? objectURL.slice(MEDIA_PREFIX.length) : null);
// Objects never change under a key once checked (each upload gets a new one), so a browser may keep them for good.
const MEDIA_CACHE_CONTROL = 'private, max-age=31536000, immutable';

export interface ObjectStore {
  s3: S3Client;
  /** Signs the URLs browsers use for a request: the same store, as they reach it. */
  presignerFor(request: FastifyRequest): { client: S3Client; done(): void };
  bucket: string;
}

export function objectStore(config: BillingConfig): ObjectStore {
  const shared = {
    region: config.S3_REGION,
    // MinIO and s3rver serve buckets as paths; AWS (no endpoint set) as host names.
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    ...(config.S3_ACCESS_KEY_ID &&
      config.S3_SECRET_ACCESS_KEY && { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }),
    // No checksum parameters in presigned URLs: browsers do not compute them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  } as const;
  const s3 = new S3Client({ ...shared, endpoint: config.S3_ENDPOINT });
  const publicEndpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  const presigner = publicEndpoint === config.S3_ENDPOINT ? s3 : new S3Client({ ...shared, endpoint: publicEndpoint });
  const publicPath = config.S3_PUBLIC_PATH;
  // Through the app's own origin, the host the browser used is part of the signature: one client per request.
  const presignerFor = publicPath
    ? (request: FastifyRequest) => {
        const client = new S3Client({ ...shared, endpoint: `${request.protocol}://${request.host}${publicPath}` });
        return { client, done: () => client.destroy() };
      }
    : () => ({ client: presigner, done: () => {} });
  return { s3, presignerFor, bucket: config.S3_BUCKET };
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function storeUnavailable(log: FastifyRequest['log'], err: unknown): never {
  log.error({ err }, 'object store request failed');
  throw new ApiError(503, 'The media store cannot be reached. Please try again.', 'STORE_UNAVAILABLE');
}

/** Deletes an upload's object and its thumbnail (deleting a key that is not there is no error). */
async function deleteObjects(store: ObjectStore, key: string) {
  for (const Key of [key, thumbnailKey(key)]) await store.s3.send(new DeleteObjectCommand({ Bucket: store.bucket, Key }));
}

/** An upload as checked: `served` when it may be served; otherwise why it was refused (null: not uploaded, or gone). */
type Check = { served: Upload; refusal?: undefined } | { served: null; refusal: MediaRefused | null };

const outcome = (upload: Upload): Check => {
  if (upload.status === 'stored') return { served: upload };
  const refused = upload.status === 'rejected' && upload.refusalCode;
  return { served: null, refusal: refused ? new MediaRefused(upload.refusalMessage ?? '', upload.refusalCode ?? 'UNSUPPORTED_TYPE') : null };
};

export function uploadHandlers({ store, now }: { store: ObjectStore; now: () => Date }) {
  /** What media.ts makes of the upload's bytes: the versions to serve, or why it is refused. */
  async function processed(upload: Upload, original: Buffer | null) {
    const rule = rules[upload.kind];
    if (!original || original.length > rule.maxBytes || (upload.declaredSize && original.length !== upload.declaredSize)) {
      throw new MediaRefused(`This file is not the size it was declared with (at most ${rule.maxBytes} bytes).`, 'UNSUPPORTED_TYPE');
    }
    if (upload.kind === 'video') return { main: processVideo(original), contentType: upload.declaredContentType ?? 'video/mp4', thumbnail: null };
    const { photo, thumbnail } = await processPhoto(original);
    return { main: photo, contentType: PHOTO_CONTENT_TYPE, thumbnail };
  }

  /**
   * The upload, processed on first use: its object replaced by the versions to serve, or deleted with the reason
   * it was refused. One process per upload at a time (a row lock): a second reader waits and reads the outcome.
   */
  async function check(request: FastifyRequest, found: Upload): Promise<Check> {
    if (found.status !== 'issued') return outcome(found);
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
        versions = await processed(upload, original);
      } catch (err) {
        if (!(err instanceof MediaRefused)) throw err;
        log.warn({ key: upload.key, refusal: err.message }, 'deleting an upload that is refused');
        await deleteObjects(store, upload.key).catch((error: unknown) => storeUnavailable(log, error));
        await repository.checked(upload, { status: 'rejected', refusalCode: err.code, refusalMessage: err.message, checkedAt: now() });
        return outcome(upload);
      }
      let etag;
      try {
        if (versions.thumbnail) {
          await store.s3.send(new PutObjectCommand({ ...object, Key: thumbnailKey(upload.key), Body: versions.thumbnail, ContentType: versions.contentType }));
        }
        // Over the original, under the same key: from here on its bytes are gone.
        ({ ETag: etag } = await store.s3.send(new PutObjectCommand({ ...object, Body: versions.main, ContentType: versions.contentType })));
      } catch (err) {
        return storeUnavailable(log, err);
      }
      await repository.checked(upload, { status: 'stored', contentType: versions.contentType, size: versions.main.length, etag: etag ?? null, checkedAt: now() });
      return outcome(upload);
    });
  }

  const createUploadUrl: Handler<'createUploadUrl'> = async (request, reply) => {
    const userId = sessionUser(request);
    const { kind = 'photo', contentType, size } = request.body;
    const rule = rules[kind];
    if (!rule.types.includes(contentType)) throw new ApiError(400, rule.wrongType, 'UNSUPPORTED_TYPE');
    if (size > rule.maxBytes) {
      throw new ApiError(413, `This file is too large: ${kind}s can be at most ${rule.maxBytes} bytes.`, 'FILE_TOO_LARGE');
    }
    const key = `${userPrefix(userId)}${randomUUID()}${extensionOf(kind, contentType)}`;
    // Signed: the type and the exact length (the store refuses any other), and `If-None-Match: *`, so the URL
    // writes once: a second PUT to the key (an overwrite after the object was checked) is refused with 412.
    const presigner = store.presignerFor(request);
    const uploadURL = await getSignedUrl(
      presigner.client,
      new PutObjectCommand({ Bucket: store.bucket, Key: key, ContentType: contentType, ContentLength: size, IfNoneMatch: '*' }),
      { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']) },
    ).finally(presigner.done);
    const at = now();
    const refusal = await uploadRepository(request.em).issuedWithin(
      { key, userId, kind, declaredContentType: contentType, declaredSize: size, issuedAt: at },
      (usage) => {
        if (usage.uploadsToday >= UPLOADS_PER_DAY) {
          const retryAfter = Math.max(1, Math.ceil(((usage.oldestToday?.getTime() ?? at.getTime()) + DAY_MS - at.getTime()) / 1000));
          reply.header('retry-after', retryAfter);
          return new ApiError(429, `You can upload at most ${UPLOADS_PER_DAY} files a day. Please try again later.`, 'UPLOAD_QUOTA');
        }
        if (usage.storedBytes + size > STORED_BYTES_PER_PERSON) {
          return new ApiError(
            413,
            `Your photos and video can take at most ${STORED_BYTES_PER_PERSON / 1024 / 1024} MB. Delete some to upload more.`,
            'STORAGE_FULL',
          );
        }
        return null;
      },
      new Date(at.getTime() - DAY_MS),
    );
    if (refusal) throw refusal;
    const headers = { 'Content-Type': contentType, 'If-None-Match': '*' };
    return {
      uploadURL,
      objectURL: `${MEDIA_PREFIX}${key}`,
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      method: 'PUT' as const,
      headers,
    };
  };

  // Internal: matching checks an upload of the user of its body.
  const lookupUploadedObject: Handler<'lookupUploadedObject'> = async (request) => {
    const { userId, objectURL } = request.body;
    const key = keyOf(objectURL);
    const upload = key?.startsWith(userPrefix(userId)) ? await uploadRepository(request.em).find(key, userId) : null;
    const { served, refusal } = upload ? await check(request, upload) : { served: null, refusal: null };
    if (refusal) throw new ApiError(400, refusal.message, refusal.code);
    if (!served) throw new ApiError(404, 'No such upload of this user.', 'NOT_FOUND');
    await uploadRepository(request.em).attached(served.key, now());
    return { objectURL, kind: served.kind, contentType: served.contentType ?? '', size: served.size ?? 0 };
  };

  // Internal: matching tells which uploads of the user no profile uses any more; they are deleted.
  const releaseUploadedObjects: Handler<'releaseUploadedObjects'> = async (request) => {
    const { userId, objectURLs } = request.body;
    const repository = uploadRepository(request.em);
    let released = 0;
    for (const objectURL of objectURLs) {
      const key = keyOf(objectURL);
      const upload = key?.startsWith(userPrefix(userId)) ? await repository.find(key, userId) : null;
      if (!upload || upload.status === 'removed') continue;
      await deleteObjects(store, upload.key).catch((err: unknown) => storeUnavailable(request.log, err));
      await repository.removed(upload, now());
      released += 1;
    }
    return { released };
  };

  const getMedia: Handler<'getMedia'> = async (request, reply) => {
    const key = `users/${request.params.ownerId}/${request.params.fileName}`;
    const found = await uploadRepository(request.em).find(key);
    const upload = found && (await check(request, found)).served;
    if (!upload) throw new ApiError(404, 'No such media.', 'NOT_FOUND');
    const thumbnail = request.query.variant === 'thumbnail';
    if (thumbnail && upload.kind !== 'photo') throw new ApiError(404, 'Only photos have thumbnails.', 'NOT_FOUND');
    let object;
    try {
      object = await store.s3.send(
        new GetObjectCommand({
          Bucket: store.bucket,
          Key: thumbnail ? thumbnailKey(key) : key,
          Range: request.headers.range,
          IfNoneMatch: request.headers['if-none-match'],
        }),
      );
    } catch (err) {
      if (statusOf(err) === 304) return reply.status(304).headers({ etag: request.headers['if-none-match'], 'cache-control': MEDIA_CACHE_CONTROL }).send();
      if (statusOf(err) === 416) throw new ApiError(416, 'The requested range is not satisfiable.', 'RANGE_NOT_SATISFIABLE');
      if (statusOf(err) === 404) throw new ApiError(404, 'No such media.', 'NOT_FOUND');
      return storeUnavailable(request.log, err);
    }
    reply
      .status(object.ContentRange ? 206 : 200)
      .headers({
        'content-type': upload.contentType ?? undefined,
        'content-length': object.ContentLength,
        etag: object.ETag,
        'accept-ranges': 'bytes',
        'cache-control': MEDIA_CACHE_CONTROL,
        // Served as the image or video it was made into, never sniffed into something else.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        ...(object.ContentRange && { 'content-range': object.ContentRange }),
      });
    return reply.send(object.Body as Readable);
  };

  return { createUploadUrl, lookupUploadedObject, releaseUploadedObjects, getMedia } satisfies Handlers;
}

const SWEEP_BATCH = 500;

/** Deletes the objects of uploads that no profile used within `hours` of being issued (run hourly). */
export async function sweepUnusedUploads(em: EntityManager, store: ObjectStore, now: Date, hours: number) {
  const repository = uploadRepository(em);
  const unused = await repository.unattached(new Date(now.getTime() - hours * 3_600_000), SWEEP_BATCH);
  for (const upload of unused) {
    await deleteObjects(store, upload.key);
    await repository.swept(upload);
  }
  return unused.length;
}

/** Deletes every object under the user's prefix (an upload row or not); answers how many. */
export async function deleteObjectsOf(store: ObjectStore, userId: string) {
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await store.s3.send(new ListObjectsV2Command({ Bucket: store.bucket, Prefix: userPrefix(userId), ContinuationToken }));
    for (const { Key } of page.Contents ?? []) {
      await store.s3.send(new DeleteObjectCommand({ Bucket: store.bucket, Key }));
      deleted += 1;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return deleted;
}
