import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A device cookie (OWASP's "device cookies" against online guessing): after a successful sign-in the browser
 * keeps a signed cookie naming the account. Sign-in attempts are limited per username and address pair, so a
 * stranger exhausts only their own attempts; the account-wide limit that slows a guesser spread over many
 * addresses lets a device with this cookie through, so the owner can still sign in during such an attack.
 */
export const KNOWN_DEVICE_COOKIE = 'wishlist.device';
const KNOWN_FOR_SECONDS = 365 * 24 * 3600;

export function rememberDevice(reply: FastifyReply, username: string) {
  reply.setCookie(KNOWN_DEVICE_COOKIE, username.toLowerCase(), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/api/auth',
    maxAge: KNOWN_FOR_SECONDS,
  });
}

/** Whether this browser signed in to `username` (lowercased) before. */
export function isKnownDevice(request: FastifyRequest, username: string) {
  const cookie = request.cookies[KNOWN_DEVICE_COOKIE];
  if (!cookie) return false;
  const { valid, value } = request.unsignCookie(cookie);
  return valid && value === username;
}
