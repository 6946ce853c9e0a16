import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ApiError } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { BillingConfig } from '../config.ts';

/** The S3-compatible store of the uploads: one client for the service, built once in app.ts. */
export interface ObjectStore {
  s3: S3Client;
  /** Signs the URLs browsers use for a request: the same store, as they reach it. */
  presignerFor(request: FastifyRequest): { client: S3Client; done(): void };
  bucket: string;
  /** Browsers' uploads pass the edge (`S3_PUBLIC_PATH`), which bounds a PUT whose URL signs no length. */
  throughEdge: boolean;
}

export function objectStore(config: BillingConfig): ObjectStore {
  const shared = {
    region: config.S3_REGION,
    // MinIO and s3rver serve buckets as paths; AWS (no endpoint set) as host names.
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    ...(config.S3_ACCESS_KEY_ID &&
      config.S3_SECRET_ACCESS_KEY && {
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
      }),
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
  return { s3, presignerFor, bucket: config.S3_BUCKET, throughEdge: Boolean(publicPath) };
}

/** Where an object is read (`/media/` and its key: getMedia, getEvidencePhoto), and the key of such a URL. */
const MEDIA_PREFIX = '/media/';
export const objectURLOf = (key: string) => `${MEDIA_PREFIX}${key}`;
export const keyOf = (objectURL: string) =>
  objectURL.startsWith(MEDIA_PREFIX) ? objectURL.slice(MEDIA_PREFIX.length) : null;

/** Every object of a user is under this prefix of the bucket. */
export const userPrefix = (userId: string) => `users/${userId}/`;
/** A photo's thumbnail, beside it (no URL of the store or of GET /media names it directly). */
export const thumbnailKey = (key: string) => `${key}.thumbnail`;

/**
 * The copies of a reported person's photos kept for the moderators (evidence.ts): outside every user's prefix, so
 * deleting the photo or the account leaves them.
 */
export const evidenceKey = (reportId: string, fileName: string) => `evidence/${reportId}/${fileName}`;

/**
 * A photo of a person deleting their account, copied for their partners' reports (evidence.ts): a random name that
 * names nobody, outside every user's prefix, served to nobody, and deleted after FROZEN_DAYS (sweep.ts).
 */
export const FROZEN_PREFIX = 'frozen/';
export const FROZEN_DAYS = 30;
export const frozenKey = () => `${FROZEN_PREFIX}${randomUUID()}.webp`;

/** The HTTP status of a failed store request (404: no such key). */
export const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A store that failed is a 503 the user can retry; the details go to the log. */
export function storeUnavailable(log: FastifyRequest['log'], err: unknown): never {
  log.error({ err }, 'object store request failed');
  throw new ApiError('STORE_UNAVAILABLE');
}

/** Deletes an upload's object and its thumbnail (deleting a key that is not there is no error). */
export async function deleteUploadObjects(store: ObjectStore, key: string) {
  for (const Key of [key, thumbnailKey(key)])
    await store.s3.send(new DeleteObjectCommand({ Bucket: store.bucket, Key }));
}

/** Deletes every object under `prefix` written before `before` (every one: no date); answers how many. */
export async function deleteObjectsBefore(store: ObjectStore, prefix: string, before?: Date) {
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await store.s3.send(
      new ListObjectsV2Command({ Bucket: store.bucket, Prefix: prefix, ContinuationToken }),
    );
    for (const { Key, LastModified } of page.Contents ?? []) {
      if (before && LastModified && LastModified >= before) continue;
      await store.s3.send(new DeleteObjectCommand({ Bucket: store.bucket, Key }));
      deleted += 1;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return deleted;
}

/** Deletes every object under the user's prefix (an upload row or not); answers how many. */
export const deleteObjectsOf = (store: ObjectStore, userId: string) => deleteObjectsBefore(store, userPrefix(userId));

/** The object under `key`, read whole; null when there is none. */
export async function readObject(store: ObjectStore, key: string) {
  try {
    const answer = await store.s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
    return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}
