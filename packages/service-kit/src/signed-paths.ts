import { createHmac, timingSafeEqual } from 'node:crypto';

// A path one service signs and another serves without asking who is reading: the link itself is the permission,
// for as long as it says (the moderators' evidence photos: matching signs, billing serves). The key is the
// services' shared SERVICE_TOKEN, so nothing new needs configuring.

const signatureOf = (path: string, expires: number, key: string) =>
  createHmac('sha256', `signed-paths:${key}`).update(`${path}\n${expires}`).digest('base64url');

/** `path?expires=<unix seconds>&signature=<HMAC>`, valid until `expiresAt`. */
export function signPath(path: string, key: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${path}?expires=${expires}&signature=${signatureOf(path, expires, key)}`;
}

/** Whether `signature` was made by `signPath` for this path and key and has not expired at `now`. */
export function verifySignedPath(
  path: string,
  query: { expires?: unknown; signature?: unknown },
  key: string,
  now = new Date(),
): boolean {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  if (typeof query.signature !== 'string') return false;
  const expected = Buffer.from(signatureOf(path, expires, key));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
