import type { Readable } from 'node:stream';
import { CopyObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { ApiError, sessionUser, verifySignedPath, type Handler, type Handlers } from '@wishlist/service-kit';
import type { MatchingClient } from '../matching-client.ts';
import { evidenceKey, keyOf, objectURLOf, statusOf, storeUnavailable, type ObjectStore } from '../core/object-store.ts';
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
 * only touch `users/…`). They are served only through links matching signs for moderators (signPath, an hour), to a
 * moderator's session, each view written in matching's access log first.
 */
export function evidenceHandlers({ store, serviceToken, matching }: EvidenceDeps) {
  const keepEvidencePhotos: Handler<'keepEvidencePhotos'> = async (request) => {
    const { reportId, objectURLs } = request.body;
    const repository = uploadRepository(request.em);
    const photos = [];
    for (const objectURL of objectURLs) {
      const key = keyOf(objectURL);
      // Only photos as processed (never the bytes a person uploaded, nor anything outside a user's prefix).
      const upload = key?.startsWith('users/') ? await repository.find(key) : null;
      if (upload?.status !== 'stored' || upload.kind !== 'photo') continue;
      const copy = evidenceKey(reportId, `${photos.length}.webp`);
      try {
        await store.s3.send(
          new CopyObjectCommand({
            Bucket: store.bucket,
            Key: copy,
            CopySource: `${store.bucket}/${encodeURI(upload.key)}`,
          }),
        );
      } catch (err) {
        if (statusOf(err) === 404) continue; // gone from the store since
        return storeUnavailable(request.log, err);
      }
      photos.push({ objectURL, evidencePath: objectURLOf(copy) });
    }
    return { photos };
  };

  return { keepEvidencePhotos, getEvidencePhoto: evidencePhoto({ store, serviceToken, matching }) } satisfies Handlers;
}
