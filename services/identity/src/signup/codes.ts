import { createHmac, hkdfSync } from 'node:crypto';

// The codes that prove a person reads the mail of an address (README.md, "Signup").

export const CODE_VALID_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
/** How long a verified address may be used to register. */
export const VERIFIED_FOR_MS = 30 * 60 * 1000;

declare module 'fastify' {
  interface Session {
    /** The address this browser proved it receives mail at; `register` accepts only this one. */
    verifiedEmail?: string;
  }
}

/** Email addresses are compared and stored lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Codes are stored as an HMAC under a key derived from the session secret: a leaked table gives none away. */
export function codeHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'wishlist verification codes', 32));
  return (contact: string, code: string) => createHmac('sha256', key).update(`${contact}\n${code}`).digest();
}
