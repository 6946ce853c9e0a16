import {
  ApiError,
  isErrorCode,
  relayedError,
  serviceClient,
  type ErrorBody,
  type ServiceClient,
} from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Triage } from './photo-hold-repository.ts';

const uploadsUnavailable = () => new ApiError('UPLOADS_UNAVAILABLE');

/**
 * The canonical URL of a file this user uploaded to our store, of the given kind, with its nudity triage. Anything
 * else is refused: a URL elsewhere, someone else's upload, a video offered as a photo.
 */
async function ownUpload(
  uploadChecks: ServiceClient,
  log: FastifyBaseLogger,
  { userId, url, kind }: { userId: string; url: string; kind: 'photo' | 'video' },
): Promise<Triage> {
  const answer = await uploadChecks.call((api) =>
    api.POST('/internal/objects/lookup', { body: { userId, objectURL: url } }),
  );
  if (!answer.ok) {
    if (answer.status === 404) throw new ApiError('NOT_YOUR_UPLOAD', { kind });
    // Refused when billing processed it (not really a photo or video of the allowed kinds): its reason.
    const refusal = answer.error as Partial<ErrorBody> | undefined;
    if (answer.status === 400 && isErrorCode(refusal?.code) && refusal.message)
      throw relayedError(refusal.code, refusal.message);
    log.warn(
      { status: answer.status, err: answer.error },
      answer.status === null ? 'billing cannot be reached to check an upload' : 'billing could not check an upload',
    );
    throw uploadsUnavailable();
  }
  if (answer.data.kind !== kind) throw new ApiError('WRONG_KIND_OF_UPLOAD', { actual: answer.data.kind, kind });
  const { objectURL, triage, score } = answer.data;
  return { objectURL, triage, score };
}

/**
 * Copies of a reported person's photos for the moderators (`evidence/{reportId}/…`), in the order given; null when
 * billing could not make them (logged: the report stands, its photos are recorded as missing).
 */
async function keepEvidence(billing: ServiceClient, log: FastifyBaseLogger, reportId: string, urls: string[]) {
  if (urls.length === 0) return [];
  const answer = await billing.call((api) =>
    api.POST('/internal/objects/evidence', { body: { reportId, objectURLs: urls } }),
  );
  if (answer.ok) return answer.data.photos;
  log.error({ status: answer.status, err: answer.error, reportId }, "billing could not keep a report's photos");
  return null;
}

/**
 * Tells billing the profile no longer uses these uploads, so they are no longer served: deleted, or (a moderator's
 * removal, which an appeal may reverse) set aside until `keepUntil`.
 */
async function release(
  billing: ServiceClient,
  log: FastifyBaseLogger,
  { userId, urls, keepUntil }: { userId: string; urls: string[]; keepUntil?: Date },
) {
  if (urls.length === 0) return;
  const answer = await billing.call((api) =>
    api.POST('/internal/objects/release', {
      body: { userId, objectURLs: urls, ...(keepUntil && { keepUntil: keepUntil.toISOString() }) },
    }),
  );
  if (answer.ok) return;
  log.warn({ status: answer.status, err: answer.error }, 'billing could not delete uploads a profile stopped using');
  throw uploadsUnavailable();
}

/** Brings back an upload a moderator's removal set aside; false when it is gone (its time passed). */
async function restore(billing: ServiceClient, log: FastifyBaseLogger, userId: string, url: string) {
  const answer = await billing.call((api) =>
    api.POST('/internal/objects/restore', { body: { userId, objectURL: url } }),
  );
  // A 204 carries no data, which the kit's client reports as not ok: its status says it was done.
  if (answer.ok || answer.status === 204) return true;
  if (answer.status === 404) return false;
  log.warn({ status: answer.status, err: answer.error }, 'billing could not bring back a removed photo');
  throw uploadsUnavailable();
}

/** A copy of the photo under a name that names nobody, for the partners' reports (null: not a stored photo). */
async function freeze(billing: ServiceClient, log: FastifyBaseLogger, url: string) {
  const answer = await billing.call((api) => api.POST('/internal/objects/freeze', { body: { objectURL: url } }));
  if (answer.ok) return answer.data.frozenURL;
  if (answer.status === 404) return null;
  log.warn({ status: answer.status, err: answer.error }, "billing could not freeze a deleted person's photo");
  throw uploadsUnavailable();
}

/** Billing's internal operations, as matching uses them. */
export function billingClient(config: {
  BILLING_URL: string[];
  SERVICE_TOKEN: string;
  BILLING_TIMEOUT_MS: number;
  UPLOAD_CHECK_TIMEOUT_MS: number;
}) {
  const client = (timeoutMs: number) =>
    serviceClient({ urls: config.BILLING_URL, serviceToken: config.SERVICE_TOKEN, timeoutMs });
  const billing = client(config.BILLING_TIMEOUT_MS);
  // A first check processes the upload (media.ts) before it answers.
  const uploadChecks = client(config.UPLOAD_CHECK_TIMEOUT_MS);
  return {
    /** Billing's entitlement changes after sequence number `after`, and the plans (see entitlements/sync.ts). */
    entitlementChanges: (after: number, limit: number) =>
      billing.call((api) => api.GET('/internal/entitlements/changes', { params: { query: { after, limit } } })),
    /** See `ownUpload`. */
    ownUpload: (log: FastifyBaseLogger, userId: string, url: string, kind: 'photo' | 'video') =>
      ownUpload(uploadChecks, log, { userId, url, kind }),
    /** See `keepEvidence`. */
    keepEvidence: (log: FastifyBaseLogger, reportId: string, urls: string[]) =>
      keepEvidence(billing, log, reportId, urls),
    /** See `release`. */
    release: (log: FastifyBaseLogger, userId: string, urls: string[], keepUntil?: Date) =>
      release(billing, log, { userId, urls, keepUntil }),
    /** See `restore`. */
    restore: (log: FastifyBaseLogger, userId: string, url: string) => restore(billing, log, userId, url),
    /** See `freeze`. */
    freeze: (log: FastifyBaseLogger, url: string) => freeze(billing, log, url),
  };
}

export type BillingClient = ReturnType<typeof billingClient>;
