import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, startSession, type Handlers } from '@wishlist/service-kit';
import { accountRepository } from '../accounts/repository.ts';
import { signedInUser } from '../accounts/signed-in-user.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MatchingClient } from '../matching-client.ts';
import { moderationRepository } from '../moderation/repository.ts';
import { bannedAddress, type EmailBanHasher } from '../moderation/restrictions.ts';
import { hashPassword } from '../password/hashing.ts';
import { passwordWeakness, personalWords } from '../password/strength.ts';
import { emailTaken, ensureUsernameAvailable, RESERVED_USERNAMES, usernameTaken } from './availability.ts';
import { CODE_VALID_MINUTES, codeHasher, MAX_WRONG_TRIES, normalizeEmail, VERIFIED_FOR_MS } from './codes.ts';
import { signupPasswordWeakness } from './password-check.ts';
import { signupRepository } from './repository.ts';

type Outcome = 'verified' | 'NO_CODE' | 'TOO_MANY_TRIES' | 'CODE_EXPIRED' | { wrongTriesLeft: number };

const refusals = {
  NO_CODE: 'No code was sent to this address. Please request a new one.',
  TOO_MANY_TRIES: 'This code was entered wrongly too many times. Please request a new one.',
  CODE_EXPIRED: 'This code has expired. Please request a new one.',
};

const weakPassword = (why: string) => new ApiError(400, why, 'WEAK_PASSWORD');
const notVerified = () => new ApiError(403, 'Please verify your email address first.', 'EMAIL_NOT_VERIFIED');
const refusedRegistrations = { NOT_VERIFIED: notVerified, EMAIL_TAKEN: emailTaken, USERNAME_TAKEN: usernameTaken };

export interface SignupDeps {
  /** SMTP, or the demo mailbox in demo mode. */
  mailer: Mailer;
  /**
   * Demo mode (no SMTP_URL): the code is in the answer too, for the signup screen to show (spec §2, §3). The demo
   * mailbox shows it to anyone anyway; with mail really sent, the answer never carries it.
   */
  demoMode: boolean;
  /** The key codes are stored under is derived from it (SESSION_SECRET). */
  secret: string;
  matching: MatchingClient;
  /** scrypt's cost for new hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /** The keyed hash banned accounts' addresses are kept as (moderation/restrictions.ts). */
  hashBannedEmail: EmailBanHasher;
}

/** Signing up: a code mailed to the address, the code entered, then the account (and, through matching, its profile). */
export function signupHandlers({
  mailer,
  demoMode,
  secret,
  matching,
  passwordHashCost: cost,
  hashBannedEmail,
}: SignupDeps) {
  const hashCode = codeHasher(secret);
  // The one address told apart from a free one (README.md, "Roles, bans and suspensions"): a banned account's, also
  // after its deletion.
  const refuseBanned = async (em: EntityManager, email: string) => {
    if (await moderationRepository(em).isEmailBanned(hashBannedEmail(email))) throw bannedAddress();
  };

  return {
    // An address that has an account gets the same answer, from the same work, as a free one: nobody learns who
    // signed up. Its row holds a hash no code matches, so every code entered for it (the answered one in demo mode
    // too) fails as a wrong one (never NO_CODE), and its owner is told by mail instead. The mail goes after the
    // answer, so its time tells nothing.
    async sendVerification(request) {
      const contact = normalizeEmail(request.body.contact);
      await refuseBanned(request.em, contact);
      // For a signup: a taken username (public anyway) and a weak password are said now, not after the person has
      // fetched the code.
      if (request.body.username) await ensureUsernameAvailable(request.em, request.body.username.trim());
      const weakness = signupPasswordWeakness(request.body);
      if (weakness) throw weakPassword(weakness);
      const taken = (await accountRepository(request.em).findByEmail(contact)) !== null;
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const sentAt = new Date();
      await signupRepository(request.em).replaceCode({
        contact,
        codeHash: (taken ? randomBytes(32) : hashCode(contact, code)).toString('base64url'),
        sentAt,
        expiresAt: new Date(sentAt.getTime() + CODE_VALID_MINUTES * 60_000),
      });
      const mail = taken
        ? mailer.sendSignupAttempt(contact)
        : mailer.sendVerificationCode(contact, code, CODE_VALID_MINUTES);
      mail.catch((err: unknown) => request.log.error({ err }, 'a verification mail could not be sent'));
      return { expiresInSeconds: CODE_VALID_MINUTES * 60, ...(demoMode && { code }) };
    },

    async verifyCode(request) {
      const contact = normalizeEmail(request.body.contact);
      const given = hashCode(contact, request.body.code);
      const outcome = await signupRepository(request.em).withLockedCode(contact, (sent): Outcome => {
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
      const message =
        left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : refusals.TOO_MANY_TRIES;
      throw new ApiError(400, message, left > 0 ? 'WRONG_CODE' : 'TOO_MANY_TRIES');
    },

    async register(request, reply) {
      const { username, password } = request.body;
      const email = normalizeEmail(request.body.email);
      await refuseBanned(request.em, email);
      if (request.session.verifiedEmail !== email) throw notVerified();
      const weakness = passwordWeakness(password, personalWords(username, email));
      if (weakness) throw weakPassword(weakness);
      if (RESERVED_USERNAMES.has(username.toLowerCase())) throw usernameTaken();
      const passwordHash = await hashPassword(password, cost);

      const user = await signupRepository(request.em).register(
        { username, email, passwordHash },
        new Date(Date.now() - VERIFIED_FOR_MS),
        async (account) => signedInUser(account, await matching.createProfile(request.log, account.id, username)),
      );
      if (typeof user === 'string') throw refusedRegistrations[user]();
      await startSession(request, user.id);
      reply.status(201);
      return { user };
    },
  } satisfies Handlers;
}
