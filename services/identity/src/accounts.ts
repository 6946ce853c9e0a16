import { ApiError, endSession, endSessionsOf, sessionUser, startSession, type Handlers } from '@wishlist/service-kit';
import type { Pool } from 'pg';
import { accountRepository } from './account-repository.ts';
import type { ConfirmCurrentPassword } from './current-password.ts';
import { rememberDevice } from './known-device.ts';
import type { Account } from './entities.ts';
import { hashPassword, passwordWeakness, personalWords, verifyPassword } from './passwords.ts';
import { emailTaken, RESERVED_USERNAMES, usernameTaken } from './signup-availability.ts';
import type { MatchingClient, OwnProfile } from './matching-client.ts';
import { normalizeEmail, VERIFIED_FOR_MS } from './verification.ts';

const notVerified = () => new ApiError(403, 'Please verify your email address first.', 'EMAIL_NOT_VERIFIED');
// The same answer for an unknown username and a wrong password: nobody learns who has an account.
const invalidCredentials = () => new ApiError(401, 'Invalid username or password.', 'INVALID_CREDENTIALS');

/** The signed-in user of spec §3: the account's id and username with the profile matching keeps. */
const toUser = (account: Account, profile: OwnProfile) => ({
  id: account.id,
  username: account.username,
  firstName: profile.firstName,
  lastName: profile.lastName,
  age: profile.age,
  bio: profile.bio,
  profilePhoto: profile.profilePhoto,
  interests: profile.interests,
  instagramPhotos: profile.instagramPhotos,
});

const refusals = { NOT_VERIFIED: notVerified, EMAIL_TAKEN: emailTaken, USERNAME_TAKEN: usernameTaken };

export interface AccountDeps {
  matching: MatchingClient;
  /** scrypt's cost for new hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  pool: Pool;
  confirmCurrentPassword: ConfirmCurrentPassword;
}

export function accountHandlers({ matching, passwordHashCost: cost, pool, confirmCurrentPassword }: AccountDeps) {
  // Checked against when the username is unknown, so that answer takes as long as a wrong password.
  const decoyHash = hashPassword(crypto.randomUUID(), cost);

  return {
    async register(request, reply) {
      const { username, password } = request.body;
      const email = normalizeEmail(request.body.email);
      if (request.session.verifiedEmail !== email) throw notVerified();
      const weakness = passwordWeakness(password, personalWords(username, email));
      if (weakness) throw new ApiError(400, weakness, 'WEAK_PASSWORD');
      if (RESERVED_USERNAMES.has(username.toLowerCase())) throw usernameTaken();
      const passwordHash = await hashPassword(password, cost);

      const user = await accountRepository(request.em).register(
        { username, email, passwordHash },
        new Date(Date.now() - VERIFIED_FOR_MS),
        async (account) => toUser(account, await matching.createProfile(request.log, account.id, username)),
      );
      if (typeof user === 'string') throw refusals[user]();
      await startSession(request, user.id);
      reply.status(201);
      return { user };
    },

    async login(request, reply) {
      const { username, password } = request.body;
      const accounts = accountRepository(request.em);
      const account = await accounts.findByUsername(username);
      const { matches, outdated } = await verifyPassword(password, account?.passwordHash ?? (await decoyHash), cost);
      // An account being deleted signs in no more (and says so no differently from a wrong password).
      if (!account || !matches || account.deletingSince) throw invalidCredentials();
      if (outdated) await accounts.changePasswordHash(account, await hashPassword(password, cost));
      const user = toUser(account, await matching.getProfile(request.log, account.id));
      await startSession(request, account.id);
      rememberDevice(reply, account.username);
      return { user };
    },

    async changePassword(request, reply) {
      const { currentPassword, newPassword } = request.body;
      const account = await confirmCurrentPassword(request, reply, currentPassword);
      const weakness = passwordWeakness(newPassword, personalWords(account.username, account.email));
      if (weakness) throw new ApiError(400, weakness, 'WEAK_PASSWORD');
      await accountRepository(request.em).changePasswordHash(account, await hashPassword(newPassword, cost));
      // Whoever else holds a session of the account (perhaps someone who knew the old password) is signed out on
      // every device; this browser goes on under a new session id.
      await endSessionsOf(pool, account.id);
      await startSession(request, account.id);
      return reply.status(204).send();
    },

    async logout(request, reply) {
      await endSession(request, reply);
      return reply.status(204).send();
    },

    async getCurrentUser(request, reply) {
      const account = await accountRepository(request.em).findById(sessionUser(request));
      if (!account || account.deletingSince) {
        // The account is gone (or going): so is its session.
        await endSession(request, reply);
        throw new ApiError(401, 'Sign in to continue.', 'UNAUTHENTICATED');
      }
      return { user: toUser(account, await matching.getProfile(request.log, account.id)) };
    },
  } satisfies Handlers;
}
