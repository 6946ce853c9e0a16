import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiError, type Handlers } from '@wishlist/service-kit';
import { accountRepository } from './account-repository.ts';
import type { Mailer } from './mailer.ts';
import { ensureUsernameAvailable } from './signup-availability.ts';
import { verificationRepository } from './verification-repository.ts';

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
function codeHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'wishlist verification codes', 32));
  return (contact: string, code: string) => createHmac('sha256', key).update(`${contact}\n${code}`).digest();
}

type Outcome = 'verified' | 'NO_CODE' | 'TOO_MANY_TRIES' | 'CODE_EXPIRED' | { wrongTriesLeft: number };

const refusals = {
  NO_CODE: 'No code was sent to this address. Please request a new one.',
  TOO_MANY_TRIES: 'This code was entered wrongly too many times. Please request a new one.',
  CODE_EXPIRED: 'This code has expired. Please request a new one.',
};

export interface VerificationDeps {
  /** SMTP, or the demo mailbox in demo mode: the code is never in the answer. */
  mailer: Mailer;
  /** The key codes are stored under is derived from it (SESSION_SECRET). */
  secret: string;
}

export function verificationHandlers({ mailer, secret }: VerificationDeps) {
  const hashCode = codeHasher(secret);

  return {
    // An address that has an account gets the same answer, from the same work, as a free one: nobody learns who
    // signed up. Its row holds a hash no code matches, so every code entered for it fails as a wrong one (never
    // NO_CODE), and its owner is told by mail instead. The mail goes after the answer, so its time tells nothing.
    async sendVerification(request) {
      const contact = normalizeEmail(request.body.contact);
      // For a signup: a taken username (public anyway) is said now, not after the person has fetched the code.
      if (request.body.username) await ensureUsernameAvailable(request.em, request.body.username.trim());
      const taken = (await accountRepository(request.em).findByEmail(contact)) !== null;
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const sentAt = new Date();
      await verificationRepository(request.em).replaceCode({
        contact,
        codeHash: (taken ? randomBytes(32) : hashCode(contact, code)).toString('base64url'),
        sentAt,
        expiresAt: new Date(sentAt.getTime() + CODE_VALID_MINUTES * 60_000),
      });
      const mail = taken ? mailer.sendSignupAttempt(contact) : mailer.sendVerificationCode(contact, code, CODE_VALID_MINUTES);
      mail.catch((err: unknown) => request.log.error({ err }, 'a verification mail could not be sent'));
      return { expiresInSeconds: CODE_VALID_MINUTES * 60 };
    },

    async verifyCode(request) {
      const contact = normalizeEmail(request.body.contact);
      const given = hashCode(contact, request.body.code);
      const outcome = await verificationRepository(request.em).withLockedCode(contact, (sent): Outcome => {
        if (!sent) return 'NO_CODE';
        if (sent.wrongTries >= MAX_WRONG_TRIES) return 'TOO_MANY_TRIES';
        if (sent.expiresAt <= new Date()) return 'CODE_EXPIRED';
        if (!timingSafeEqual(given, Buffer.from(sent.codeHash, 'base64url'))) {
          sent.wrongTries += 1;
          return { wrongTriesLeft: MAX_WRONG_TRIES - sent.wrongTries };
        }
        sent.verifiedAt ??= new Date();
        return 'verified';
      });
      if (outcome === 'verified') {
        request.session.verifiedEmail = contact;
        return { verified: true as const };
      }
      if (typeof outcome === 'string') throw new ApiError(400, refusals[outcome], outcome);
      const left = outcome.wrongTriesLeft;
      const message = left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : refusals.TOO_MANY_TRIES;
      throw new ApiError(400, message, left > 0 ? 'WRONG_CODE' : 'TOO_MANY_TRIES');
    },
  } satisfies Handlers;
}
