import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ApiError, sessionUser, type Handler, type Handlers } from '@wishlist/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteUploadObjects,
  keyOf,
  objectURLOf,
  statusOf,
  storeUnavailable,
  thumbnailKey,
  userPrefix,
  type ObjectStore,
} from '../core/object-store.ts';
import type { MatchingClient } from '../matching-client.ts';
import type { Upload } from './entities.ts';
import { processOnFirstUse, type ProcessingDeps } from './process-on-first-use.ts';
import { uploadRepository, type UploadUsage } from './repository.ts';
import { DAY_MS, rules, STORED_BYTES_PER_PERSON, UPLOAD_URL_TTL_SECONDS, UPLOADS_PER_DAY, type Kind } from './rules.ts';
import { triageOf } from './triage.ts';

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
export function uploadHandlers(deps: ProcessingDeps & { matching: MatchingClient }) {
  return {
    createUploadUrl: createUploadUrl(deps),
    lookupUploadedObject: lookupUploadedObject(deps),
    releaseUploadedObjects: releaseUploadedObjects(deps),
    restoreUploadedObject,
    getMedia: getMedia(deps),
  } satisfies Handlers;
}

/** The key's extension is what is served: every photo is served as WebP. */
const extensions: Record<string, string> = { 'video/mp4': '.mp4', 'video/quicktime': '.mov' };
const extensionOf = (kind: Kind, contentType = '') => (kind === 'photo' ? '.webp' : (extensions[contentType] ?? ''));

// A photo can be held or removed after a browser got it: the browser asks again at each use (a 304 while it stands).
const MEDIA_CACHE_CONTROL = 'private, no-cache';
// What only its owner and the moderators may see is kept by no cache.
const HELD_MEDIA_CACHE_CONTROL = 'private, no-store';

/** What the browser says it will upload (nothing: a photo, bounded by the edge). */
type Declared = Parameters<Handler<'createUploadUrl'>>[0]['body'];

/**
 * Spec §7 sends no body: a photo of a type and size not declared, whose PUT the edge bounds (a URL that signs no
 * length must carry a photo type and at most its bytes: services/edge proxy/object-store.ts). Where browsers reach
 * the store without the edge, nothing would bound it: such a URL is not signed.
 */
function refuseUndeclared(store: ObjectStore, declared: Declared) {
  if (!declared && !store.throughEdge) throw new ApiError('SIZE_REQUIRED');
  if (!declared) return;
  const rule = rules[declared.kind ?? 'photo'];
  if (!rule.types.includes(declared.contentType)) throw new ApiError(rule.wrongType);
  if (declared.size > rule.maxBytes)
    throw new ApiError('FILE_TOO_LARGE', { kind: declared.kind ?? 'photo', maxBytes: rule.maxBytes });
}

/**
 * Signed: the declared type and exact length (the store refuses any other), and `If-None-Match: *`, so the URL
 * writes once: a second PUT to the key (an overwrite after the object was checked) is refused with 412.
 */
function signedPut(store: ObjectStore, request: FastifyRequest, key: string, declared: Declared) {
  const presigner = store.presignerFor(request);
  return getSignedUrl(
    presigner.client,
    new PutObjectCommand({
      Bucket: store.bucket,
      Key: key,
      ...(declared && { ContentType: declared.contentType, ContentLength: declared.size }),
      IfNoneMatch: '*',
    }),
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signableHeaders: new Set(declared ? ['content-type', 'content-length', 'if-none-match'] : ['if-none-match']),
    },
  ).finally(presigner.done);
}

/** Why the person's usage leaves no room for an upload of `size` bytes (with Retry-After for the daily count). */
function quotaRefusal(usage: UploadUsage, size: number, at: Date, reply: FastifyReply): ApiError | null {
  if (usage.uploadsToday >= UPLOADS_PER_DAY) {
    const freedAt = (usage.oldestToday?.getTime() ?? at.getTime()) + DAY_MS;
    reply.header('retry-after', Math.max(1, Math.ceil((freedAt - at.getTime()) / 1000)));
    return new ApiError('UPLOAD_QUOTA', { max: UPLOADS_PER_DAY });
  }
  if (usage.storedBytes + size > STORED_BYTES_PER_PERSON)
    return new ApiError('STORAGE_FULL', { megabytes: STORED_BYTES_PER_PERSON / 1024 / 1024 });
  return null;
}

function createUploadUrl({ store, now }: ProcessingDeps) {
  const handler: Handler<'createUploadUrl'> = async (request, reply) => {
    const userId = sessionUser(request);
    const declared = request.body;
    refuseUndeclared(store, declared);
    const kind = declared?.kind ?? 'photo';
    const key = `${userPrefix(userId)}${randomUUID()}${extensionOf(kind, declared?.contentType)}`;
    const uploadURL = await signedPut(store, request, key, declared);
    const at = now();
    const issued = {
      key,
      userId,
      kind,
      declaredContentType: declared?.contentType ?? null,
      declaredSize: declared?.size ?? null,
      issuedAt: at,
    };
    // An upload of a size not declared counts as the most it can be.
    const size = declared?.size ?? rules[kind].maxBytes;
    const refusal = await uploadRepository(request.em).issuedWithin(
      issued,
      (usage) => quotaRefusal(usage, size, at, reply),
      new Date(at.getTime() - DAY_MS),
    );
    if (refusal) throw refusal;
    const headers = { ...(declared && { 'Content-Type': declared.contentType }), 'If-None-Match': '*' };
    return {
      uploadURL,
      objectURL: objectURLOf(key),
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      method: 'PUT' as const,
      headers,
    };
  };
  return handler;
}

/** Internal: matching checks an upload of the user of its body. */
function lookupUploadedObject(deps: ProcessingDeps) {
  const handler: Handler<'lookupUploadedObject'> = async (request) => {
    const { userId, objectURL } = request.body;
    const key = keyOf(objectURL);
    const upload = key?.startsWith(userPrefix(userId)) ? await uploadRepository(request.em).find(key, userId) : null;
    const { served, refusal } = upload
      ? await processOnFirstUse(request, upload, deps)
      : { served: null, refusal: null };
    if (refusal) throw refusal;
    if (!served) throw new ApiError('UPLOAD_NOT_FOUND');
    await uploadRepository(request.em).attached(served.key, deps.now());
    return {
      objectURL,
      kind: served.kind,
      contentType: served.contentType ?? '',
      size: served.size ?? 0,
      triage: triageOf(served, deps.photoStored !== undefined),
      score: served.nsfwScore,
    };
  };
  return handler;
}

/** The upload of `userId` at `objectURL`, or null (someone else's, or not an upload). */
function uploadOf(request: FastifyRequest, userId: string, objectURL: string) {
  const key = keyOf(objectURL);
  return key?.startsWith(userPrefix(userId)) ? uploadRepository(request.em).find(key, userId) : null;
}

/**
 * Internal: matching tells which uploads of the user no profile uses any more; they are deleted, or with `keepUntil`
 * (a moderator's removal, which an appeal may reverse) set aside until then.
 */
function releaseUploadedObjects({ store, now }: ProcessingDeps) {
  const handler: Handler<'releaseUploadedObjects'> = async (request) => {
    const { userId, objectURLs, keepUntil } = request.body;
    const repository = uploadRepository(request.em);
    let released = 0;
    for (const objectURL of objectURLs) {
      const upload = await uploadOf(request, userId, objectURL);
      if (!upload || upload.status === 'removed') continue;
      if (keepUntil) await repository.setAside(upload, now(), new Date(keepUntil));
      else {
        await deleteUploadObjects(store, upload.key).catch((err: unknown) => storeUnavailable(request.log, err));
        await repository.removed(upload, now());
      }
      released += 1;
    }
    return { released };
  };
  return handler;
}

/** Internal: an appeal reversed a moderator's removal; the upload set aside is served again. */
const restoreUploadedObject: Handler<'restoreUploadedObject'> = async (request, reply) => {
  const { userId, objectURL } = request.body;
  const upload = await uploadOf(request, userId, objectURL);
  if (upload?.status !== 'set-aside') throw new ApiError('NOT_FOUND');
  await uploadRepository(request.em).restored(upload);
  return reply.status(204).send();
};

/**
 * Who may see the upload (README "Photo triage"): its owner always; anyone signed in once it is clear; a flagged photo
 * also the moderators (matching knows roles and approvals); one awaiting its score nobody else. The cache header to
 * send, or null: answered as a photo that does not exist.
 */
async function cacheControlFor(
  request: FastifyRequest,
  upload: Upload,
  { photoStored, matching }: ProcessingDeps & { matching: MatchingClient },
): Promise<string | null> {
  const triage = triageOf(upload, photoStored !== undefined);
  if (triage === 'clear') return MEDIA_CACHE_CONTROL;
  if (upload.userId === sessionUser(request)) return HELD_MEDIA_CACHE_CONTROL;
  if (triage === 'awaiting') return null;
  const shown = await matching.photoShownTo(objectURLOf(upload.key), sessionUser(request), request.log);
  return shown ? HELD_MEDIA_CACHE_CONTROL : null;
}

function getMedia(deps: ProcessingDeps & { matching: MatchingClient }) {
  const { store } = deps;
  const handler: Handler<'getMedia'> = async (request, reply) => {
    const key = `users/${request.params.ownerId}/${request.params.fileName}`;
    const found = await uploadRepository(request.em).find(key);
    const upload = found && (await processOnFirstUse(request, found, deps)).served;
    const thumbnail = request.query.variant === 'thumbnail';
    // Only photos have thumbnails.
    if (!upload || (thumbnail && upload.kind !== 'photo')) throw new ApiError('MEDIA_NOT_FOUND');
    const cacheControl = await cacheControlFor(request, upload, deps);
    if (!cacheControl) throw new ApiError('MEDIA_NOT_FOUND');
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
      if (statusOf(err) === 304)
        return reply
          .status(304)
          .headers({ etag: request.headers['if-none-match'], 'cache-control': cacheControl })
          .send();
      if (statusOf(err) === 416) throw new ApiError('RANGE_NOT_SATISFIABLE');
      if (statusOf(err) === 404) throw new ApiError('MEDIA_NOT_FOUND');
      return storeUnavailable(request.log, err);
    }
    reply.status(object.ContentRange ? 206 : 200).headers({
      'content-type': upload.contentType ?? undefined,
      'content-length': object.ContentLength,
      etag: object.ETag,
      'accept-ranges': 'bytes',
      'cache-control': cacheControl,
      // Served as the image or video it was made into, never sniffed into something else.
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      ...(object.ContentRange && { 'content-range': object.ContentRange }),
    });
    return reply.send(object.Body as Readable);
  };
  return handler;
}
