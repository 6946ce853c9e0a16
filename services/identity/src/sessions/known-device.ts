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
  // Under an https APP_URL: `__Host-wishlist.device`, Secure, path / (the kit's cookie policy).
  const policy = reply.server.cookiePolicy;
  reply.setCookie(policy.name(KNOWN_DEVICE_COOKIE), username.toLowerCase(), {
    ...policy.options('/api/auth'),
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: KNOWN_FOR_SECONDS,
  });
}

/** Whether this browser signed in to `username` (lowercased) before. */
export function isKnownDevice(request: FastifyRequest, username: string) {
  const cookie = request.cookies[request.server.cookiePolicy.name(KNOWN_DEVICE_COOKIE)];
  if (!cookie) return false;
  const { valid, value } = request.unsignCookie(cookie);
  return valid && value === username;
}

/** Whether a sign-in comes from a browser that signed in before to the account its body names. */
export function signsInOnKnownDevice(request: FastifyRequest) {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' && isKnownDevice(request, username.trim().toLowerCase());
}
