import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@wishlist/service-kit';
import { VIDEO_TYPES } from './media.ts';

// What a person may upload, and how much (the service README, "Uploads").

export const UPLOAD_URL_TTL_SECONDS = 300;
/** Per person: uploads begun in any 24 hours, and bytes held (a profile shows 12 photos and a video). */
export const UPLOADS_PER_DAY = 50;
export const STORED_BYTES_PER_PERSON = 200 * 1024 * 1024;
export const DAY_MS = 86_400_000;

export type Kind = 'photo' | 'video';
export const rules: Record<
  Kind,
  { types: string[]; maxBytes: number; wrongType: 'UNSUPPORTED_PHOTO_TYPE' | 'UNSUPPORTED_VIDEO_TYPE' }
> = {
  photo: { types: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES, wrongType: 'UNSUPPORTED_PHOTO_TYPE' },
  video: { types: VIDEO_TYPES, maxBytes: 50_485_760, wrongType: 'UNSUPPORTED_VIDEO_TYPE' },
};
