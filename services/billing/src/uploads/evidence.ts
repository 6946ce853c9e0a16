import type { Readable } from 'node:stream';
import { CopyObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { ApiError, sessionUser, verifySignedPath, type Handler, type Handlers } from '@wishlist/service-kit';
import type { MatchingClient } from '../matching-client.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import {
  evidenceKey,
  FROZEN_PREFIX,
  frozenKey,
  keyOf,
  objectURLOf,
  statusOf,
  storeUnavailable,
  type ObjectStore,
} from '../core/object-store.ts';
import { PHOTO_CONTENT_TYPE } from './media.ts';
import { uploadRepository } from './repository.ts';

interface EvidenceDeps {
  store: ObjectStore;
  serviceToken: string;
  matching: MatchingClient;
}

/** A copy, through its signed link, to a moderator's session, once matching has written the view. */
const evidencePhoto =
  ({ store, serviceToken, matching }: EvidenceDeps): Handler<'getEvidencePhoto'> =>
  async (request, reply) => {
    const { reportId, fileName } = request.params;
    const key = evidenceKey(reportId, fileName);
    // Without a valid link the copy does not exist, as far as anyone can tell.
    const notFound = new ApiError('MEDIA_NOT_FOUND');
    if (!verifySignedPath(objectURLOf(key), request.query, serviceToken)) throw notFound;
    // A link copied out of the console opens nothing by itself: the viewer must be a moderator, and is audited.
    const view = await matching.recordEvidenceView({ moderatorId: sessionUser(request), reportId }, request.log);
    if (view === 'not-a-moderator') throw new ApiError('MODERATORS_ONLY');
    if (view === 'no-such-report') throw notFound;
    let object;
    try {
      object = await store.s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
    } catch (err) {
      if (statusOf(err) === 404) throw notFound;
      return storeUnavailable(request.log, err);
    }
    reply.headers({
      'content-type': PHOTO_CONTENT_TYPE,
      'content-length': object.ContentLength,
      // Evidence may be what nobody should keep around: no cache holds it after the moderator's look.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    return reply.send(object.Body as Readable);
  };

/**
 * Evidence (README "Evidence photos"): when a report is made, matching has the reported person's photos copied to
 * `evidence/{reportId}/{n}.webp`, outside the person's prefix and without an upload row, so the copies count in
 * nobody's quota and stay when the person deletes the photo or the account (the sweep and the account's deletion
 * only touch `users/…`). A person deleting their account who had conversations has a photo frozen first
 * (`frozen/{random}.webp`, kept 30 days: sweep.ts), which their partners' reports copy the same way. They are served only through links matching signs for moderators (signPath, an hour), to a
 * moderator's session, each view written in matching's access log first.
 */
export function evidenceHandlers({ store, serviceToken, matching }: EvidenceDeps) {
  const keepEvidencePhotos: Handler<'keepEvidencePhotos'> = async (request) => {
    const { reportId, objectURLs } = request.body;
    const photos = [];
    for (const objectURL of objectURLs) {
      const source = await sourceKeyOf(request.em, objectURL);
      if (!source) continue;
      const copy = evidenceKey(reportId, `${photos.length}.webp`);
      if (!(await copied(store, request.log, source, copy))) continue; // gone from the store since
      photos.push({ objectURL, evidencePath: objectURLOf(copy) });
    }
    return { photos };
  };

  /** A photo of a person deleting their account, for their partners' reports: under a name that names nobody. */
  const freezeUploadedObject: Handler<'freezeUploadedObject'> = async (request) => {
    const key = keyOf(request.body.objectURL);
    const source = key?.startsWith('users/') ? await storedPhotoKey(request.em, key) : null;
    const frozen = frozenKey();
    if (!source || !(await copied(store, request.log, source, frozen))) throw new ApiError('NOT_FOUND');
    return { frozenURL: objectURLOf(frozen) };
  };

  return {
    keepEvidencePhotos,
    freezeUploadedObject,
    getEvidencePhoto: evidencePhoto({ store, serviceToken, matching }),
  } satisfies Handlers;
}

/** A stored photo's key (never the bytes a person uploaded), or null. */
async function storedPhotoKey(em: EntityManager, key: string) {
  const upload = await uploadRepository(em).find(key);
  return upload?.status === 'stored' && upload.kind === 'photo' ? upload.key : null;
}

/** What evidence may be copied from: a user's stored photo, or one frozen at a deletion; nothing else. */
async function sourceKeyOf(em: EntityManager, objectURL: string) {
  const key = keyOf(objectURL);
  if (key?.startsWith(FROZEN_PREFIX)) return key;
  return key?.startsWith('users/') ? storedPhotoKey(em, key) : null;
}

/** Copies `source` to `copy` in the store; false when `source` is not there. */
async function copied(store: ObjectStore, log: FastifyBaseLogger, source: string, copy: string) {
  try {
    await store.s3.send(
      new CopyObjectCommand({ Bucket: store.bucket, Key: copy, CopySource: `${store.bucket}/${encodeURI(source)}` }),
    );
    return true;
  } catch (err) {
    if (statusOf(err) === 404) return false;
    return storeUnavailable(log, err);
  }
}
