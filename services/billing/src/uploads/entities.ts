import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An object a user was allowed to upload, and what the store was found to hold once checked. */
export const Upload = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    key: p.string().primary(),
    userId: p.uuid(),
    kind: p.string().$type<'photo' | 'video'>(),
    /** What the client declared (and the URL was signed for); null when it declared nothing. */
    declaredContentType: p.string().nullable(),
    declaredSize: p.integer().nullable(),
    /**
     * `stored`: its object is the processed version (see media.ts); `rejected`: refused (why: refusal*);
     * `swept`: never used by a profile, so deleted after UNUSED_UPLOAD_HOURS; `removed`: a profile stopped using it
     * (matching released it), so deleted; `set-aside`: a moderator removed it, so served to nobody, but kept until
     * `keepUntil` for an appeal that would bring it back.
     */
    status: p.string().$type<'issued' | 'stored' | 'rejected' | 'swept' | 'removed' | 'set-aside'>(),
    contentType: p.string().nullable(),
    size: p.integer().nullable(),
    etag: p.string().nullable(),
    issuedAt: p.datetime(),
    checkedAt: p.datetime().nullable(),
    /** When matching first looked it up to put it on a profile; null: never used. */
    attachedAt: p.datetime().nullable(),
    // A MediaRefusal; rows refused before the codes were split say UNSUPPORTED_TYPE.
    refusalCode: p.string().nullable(),
    refusalMessage: p.string().nullable(),
    removedAt: p.datetime().nullable(),
    /** A set-aside upload's end: the hourly sweep deletes it then (sweep.ts). */
    keepUntil: p.datetime().nullable(),
    /** A photo's nudity score (triage.ts), 0..1; null until scored (or when its object was gone by then). */
    nsfwScore: p.float().nullable(),
    scoredAt: p.datetime().nullable(),
    /** When it was scored above NSFW_THRESHOLD. */
    flaggedAt: p.datetime().nullable(),
    /** When matching took its score, flagged or clear (it is told until it answers). */
    scoreSentAt: p.datetime().nullable(),
  },
});
export type Upload = InferEntity<typeof Upload>;
