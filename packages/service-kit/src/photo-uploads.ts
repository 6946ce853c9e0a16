// What a photo upload may be (spec §5), known to billing, which signs the upload URLs, and to the edge, which bounds
// a PUT whose URL signs no length (billing's createUploadUrl without a body).

/** The types a browser may declare (and the uploader offers); what the bytes really are is decided by decoding. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const PHOTO_MAX_BYTES = 10_485_760;
