import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ApiError, sessionUser, type Handler, type Handlers } from '@wishlist/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { BillingConfig } from './config.ts';
import type { Upload } from './entities.ts';
import { uploadRepository } from './upload-repository.ts';

/**
 * Uploads go from the browser straight to the object store with a short-lived presigned PUT under the user's
 * own prefix (`users/{userId}/`), and are read back through this service (GET /media/…), never from a public
 * bucket. The limits hold on the server twice: the URL is signed for the declared type and exact length and
 * writes once, and the stored object is checked (and deleted if it breaks them) before anyone can use or read it.
 * An upload no profile used within UNUSED_UPLOAD_HOURS is deleted by the hourly sweep.
 */

export const UPLOAD_URL_TTL_SECONDS = 300;

type Kind = 'photo' | 'video';
const rules: Record<Kind, { typePrefix: string; maxBytes: number; wrongType: string }> = {
  photo: { typePrefix: 'image/', maxBytes: 10_485_760, wrongType: 'Photos must be images.' },
  video: { typePrefix: 'video/', maxBytes: 50_485_760, wrongType: 'Videos must be video files.' },
};

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
  'image/heic': '.heic',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
};

const MEDIA_PREFIX = '/media/';
/** Every object of a user is under this prefix of the bucket. */
const userPrefix = (userId: string) => `users/${userId}/`;
// Objects never change under a key (each upload gets a new one), so a browser may keep them for good.
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

/** What is wrong with a stored object, or null when it keeps the rules of its upload. */
function brokenRule(upload: Upload, contentType: string | undefined, size: number | undefined): string | null {
  const rule = rules[upload.kind];
  if (!contentType?.startsWith(rule.typePrefix)) return `content type ${contentType ?? 'none'} is not ${rule.typePrefix}*`;
  if (upload.declaredContentType && contentType !== upload.declaredContentType) return `content type ${contentType} is not the declared one`;
  if (!size || size > rule.maxBytes) return `size ${size ?? 0} is outside 1…${rule.maxBytes}`;
  if (upload.declaredSize && size !== upload.declaredSize) return `size ${size} is not the declared ${upload.declaredSize}`;
  return null;
}

export function uploadHandlers({ store, now }: { store: ObjectStore; now: () => Date }) {
  /**
   * Whether the upload's object is in the store and keeps the rules; checked once, on first use.
   * An object that breaks them is deleted and the upload rejected.
   */
  async function isStored(request: FastifyRequest, upload: Upload): Promise<boolean> {
    const log = request.log;
    if (upload.status !== 'issued') return upload.status === 'stored';
    const object = { Bucket: store.bucket, Key: upload.key };
    let head;
    try {
      head = await store.s3.send(new HeadObjectCommand(object));
    } catch (err) {
      if (statusOf(err) === 404) return false; // not uploaded (yet)
      return storeUnavailable(log, err);
    }
    const problem = brokenRule(upload, head.ContentType, head.ContentLength);
    if (problem) {
      log.warn({ key: upload.key, problem }, 'deleting an upload that breaks the rules');
      await store.s3.send(new DeleteObjectCommand(object)).catch((err: unknown) => storeUnavailable(log, err));
    }
    await uploadRepository(request.em).checked(
      upload,
      problem
        ? { status: 'rejected', checkedAt: now() }
        : { status: 'stored', contentType: head.ContentType ?? null, size: head.ContentLength ?? null, etag: head.ETag ?? null, checkedAt: now() },
    );
    return !problem;
  }

  const createUploadUrl: Handler<'createUploadUrl'> = async (request) => {
    const userId = sessionUser(request);
    const { kind = 'photo', contentType, size } = request.body;
    const rule = rules[kind];
    if (!contentType.startsWith(rule.typePrefix)) throw new ApiError(400, rule.wrongType, 'UNSUPPORTED_TYPE');
    if (size > rule.maxBytes) {
      throw new ApiError(413, `This file is too large: ${kind}s can be at most ${rule.maxBytes} bytes.`, 'FILE_TOO_LARGE');
    }
    const key = `${userPrefix(userId)}${randomUUID()}${extensions[contentType] ?? ''}`;
    // Signed: the type and the exact length (the store refuses any other), and `If-None-Match: *`, so the URL
    // writes once: a second PUT to the key (an overwrite after the object was checked) is refused with 412.
    const presigner = store.presignerFor(request);
    const uploadURL = await getSignedUrl(
      presigner.client,
      new PutObjectCommand({ Bucket: store.bucket, Key: key, ContentType: contentType, ContentLength: size, IfNoneMatch: '*' }),
      { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']) },
    ).finally(presigner.done);
    await uploadRepository(request.em).issued({ key, userId, kind, declaredContentType: contentType, declaredSize: size, issuedAt: now() });
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
    const key = objectURL.startsWith(MEDIA_PREFIX) ? objectURL.slice(MEDIA_PREFIX.length) : null;
    const upload = key?.startsWith(userPrefix(userId)) ? await uploadRepository(request.em).find(key, userId) : null;
    if (!upload || !(await isStored(request, upload))) {
      throw new ApiError(404, 'No such upload of this user.', 'NOT_FOUND');
    }
    await uploadRepository(request.em).attached(upload, now());
    return { objectURL, kind: upload.kind, contentType: upload.contentType ?? '', size: upload.size ?? 0 };
  };

  const getMedia: Handler<'getMedia'> = async (request, reply) => {
    const key = `users/${request.params.ownerId}/${request.params.fileName}`;
    const upload = await uploadRepository(request.em).find(key);
    if (!upload || !(await isStored(request, upload))) throw new ApiError(404, 'No such media.', 'NOT_FOUND');
    let object;
    try {
      object = await store.s3.send(
        new GetObjectCommand({ Bucket: store.bucket, Key: key, Range: request.headers.range, IfNoneMatch: request.headers['if-none-match'] }),
      );
    } catch (err) {
      if (statusOf(err) === 304) return reply.status(304).headers({ etag: upload.etag ?? undefined, 'cache-control': MEDIA_CACHE_CONTROL }).send();
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
        // Served as the image or video it was checked to be, never sniffed into something else.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        ...(object.ContentRange && { 'content-range': object.ContentRange }),
      });
    return reply.send(object.Body as Readable);
  };

  return { createUploadUrl, lookupUploadedObject, getMedia } satisfies Handlers;
}

const SWEEP_BATCH = 500;

/** Deletes the objects of uploads that no profile used within `hours` of being issued (run hourly). */
export async function sweepUnusedUploads(em: EntityManager, store: ObjectStore, now: Date, hours: number) {
  const repository = uploadRepository(em);
  const unused = await repository.unattached(new Date(now.getTime() - hours * 3_600_000), SWEEP_BATCH);
  for (const upload of unused) {
    await store.s3.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: upload.key }));
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
