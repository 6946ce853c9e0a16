import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, requestLanguage, startSession, type Handler, type Handlers } from '@wishlist/service-kit';
import { accountRepository } from '../core/account-repository.ts';
import type { VerificationCode } from '../core/entities.ts';
import type { Mailer } from '../core/mailer.ts';
import { hashPassword } from '../core/password-hashing.ts';
import { personalWords, refuseWeakPassword } from '../core/password-strength.ts';
import { restrictionRepository } from '../core/restriction-repository.ts';
import type { EmailBanHasher } from '../core/restrictions.ts';
import { signedInUser } from '../core/signed-in-user.ts';
import type { MatchingClient } from '../matching-client.ts';
import { ensureUsernameAvailable, RESERVED_USERNAMES } from './availability.ts';
import { CODE_VALID_MINUTES, codeHasher, MAX_WRONG_TRIES, normalizeEmail, VERIFIED_FOR_MS } from './codes.ts';
import { refuseWeakSignupPassword } from './password-check.ts';
import { signupRepository } from './repository.ts';

/** What a code entered comes to: verified, a refusal's code, or a wrong code with the tries left. */
type CodeCheck = 'verified' | 'NO_CODE' | 'TOO_MANY_TRIES' | 'CODE_EXPIRED' | { wrongTriesLeft: number };

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
  /** The keyed hash banned accounts' addresses are kept as (core/restrictions.ts). */
  hashBannedEmail: EmailBanHasher;
}

/** Signing up: a code mailed to the address, the code entered, then the account (and, through matching, its profile). */
export function signupHandlers(deps: SignupDeps) {
  const hashCode = codeHasher(deps.secret);
  return {
    sendVerification: sendVerification(deps, hashCode),
    verifyCode: verifyCode(hashCode),
    register: register(deps),
  } satisfies Handlers;
}

type CodeHasher = ReturnType<typeof codeHasher>;

/**
 * The one address told apart from a free one (README.md, "Roles, bans and suspensions"): a banned account's, also
 * after its deletion.
 */
async function refuseBanned(em: EntityManager, hashBannedEmail: EmailBanHasher, email: string) {
  if (await restrictionRepository(em).isEmailBanned(hashBannedEmail(email))) throw new ApiError('EMAIL_BANNED');
}

/**
 * An address that has an account gets the same answer, from the same work, as a free one: nobody learns who
 * signed up. Its row holds a hash no code matches, so every code entered for it (the answered one in demo mode
 * too) fails as a wrong one (never NO_CODE), and its owner is told by mail instead. The mail goes after the
 * answer, so its time tells nothing.
 */
function sendVerification({ mailer, demoMode, hashBannedEmail }: SignupDeps, hashCode: CodeHasher) {
  const handler: Handler<'sendVerification'> = async (request) => {
    const contact = normalizeEmail(request.body.contact);
    await refuseBanned(request.em, hashBannedEmail, contact);
    // For a signup: a taken username (public anyway) and a weak password are said now, not after the person has
    // fetched the code.
    if (request.body.username) await ensureUsernameAvailable(request.em, request.body.username.trim());
    refuseWeakSignupPassword(request.body);
    const owner = await accountRepository(request.em).findByEmail(contact);
    const taken = owner !== null;
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const sentAt = new Date();
    await signupRepository(request.em).replaceCode({
      contact,
      codeHash: (taken ? randomBytes(32) : hashCode(contact, code)).toString('base64url'),
      sentAt,
      expiresAt: new Date(sentAt.getTime() + CODE_VALID_MINUTES * 60_000),
    });
    // The owner of a taken address is written to in their account's language; a newcomer in their browser's.
    const mail = owner
      ? mailer.sendSignupAttempt({ email: contact, language: owner.language })
      : mailer.sendVerificationCode({ email: contact, language: requestLanguage(request) }, code, CODE_VALID_MINUTES);
    mail.catch((err: unknown) => request.log.error({ err }, 'a verification mail could not be sent'));
    return { expiresInSeconds: CODE_VALID_MINUTES * 60, ...(demoMode && { code }) };
  };
  return handler;
}

/** What entering `given` does to the address's code (null: none was sent); a wrong one uses up a try. */
function checkCode(sent: VerificationCode | null, given: Buffer): CodeCheck {
  if (!sent) return 'NO_CODE';
  if (sent.wrongTries >= MAX_WRONG_TRIES) return 'TOO_MANY_TRIES';
  if (sent.expiresAt <= new Date()) return 'CODE_EXPIRED';
  if (!timingSafeEqual(given, Buffer.from(sent.codeHash, 'base64url'))) {
    sent.wrongTries += 1;
    return { wrongTriesLeft: MAX_WRONG_TRIES - sent.wrongTries };
  }
  sent.verifiedAt ??= new Date();
  return 'verified';
}

function verifyCode(hashCode: CodeHasher) {
  const handler: Handler<'verifyCode'> = async (request) => {
    const contact = normalizeEmail(request.body.contact);
    const given = hashCode(contact, request.body.code);
    const check = await signupRepository(request.em).withLockedCode(contact, (sent) => checkCode(sent, given));
    if (check === 'verified') {
      request.session.verifiedEmail = contact;
      return { verified: true as const };
    }
    if (typeof check === 'string') throw new ApiError(check);
    const left = check.wrongTriesLeft;
    throw left > 0 ? new ApiError('WRONG_CODE', { left }) : new ApiError('TOO_MANY_TRIES');
  };
  return handler;
}

function register({ matching, passwordHashCost: cost, hashBannedEmail }: SignupDeps) {
  const handler: Handler<'register'> = async (request, reply) => {
    const { username, password } = request.body;
    const email = normalizeEmail(request.body.email);
    await refuseBanned(request.em, hashBannedEmail, email);
    if (request.session.verifiedEmail !== email) throw new ApiError('EMAIL_NOT_VERIFIED');
    refuseWeakPassword(password, personalWords(username, email));
    if (RESERVED_USERNAMES.has(username.toLowerCase())) throw new ApiError('USERNAME_TAKEN');
    const passwordHash = await hashPassword(password, cost);

    const user = await signupRepository(request.em).register(
      { username, email, passwordHash },
      new Date(Date.now() - VERIFIED_FOR_MS),
      async (account) => signedInUser(account, await matching.createProfile(request.log, account.id, username)),
    );
    if (typeof user === 'string') throw new ApiError(user);
    await startSession(request, user.id);
    reply.status(201);
    return { user };
  };
  return handler;
}
