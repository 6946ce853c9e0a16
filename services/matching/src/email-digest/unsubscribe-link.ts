import { signPath, verifySignedPath } from '@wishlist/service-kit';

/** How long a digest's unsubscribe link works: long enough for an old mail, not for ever. */
const VALID_FOR_MS = 60 * 24 * 60 * 60 * 1000;

const pathOf = (userId: string) => `/api/email-digest/unsubscribe/${userId}`;

/** The signed path that turns `userId`'s digest off without signing in (keyed with SERVICE_TOKEN). */
export const unsubscribePath = (userId: string, key: string, now = new Date()) =>
  signPath(pathOf(userId), key, new Date(now.getTime() + VALID_FOR_MS));

/** Whether the link's query was signed for this person's path and has not expired. */
export const isValidUnsubscribeLink = (
  userId: string,
  query: { expires?: unknown; signature?: unknown },
  key: string,
) => verifySignedPath(pathOf(userId), query, key);
