import {
  ApiError,
  endSession,
  sessionEndedError,
  sessionUser,
  startSession,
  type Handlers,
} from '@wishlist/service-kit';
import { accountRepository } from '../core/account-repository.ts';
import { hashPassword, verifyPassword } from '../core/password-hashing.ts';
import { restrictionOf, signInRefusal } from '../core/restrictions.ts';
import { signedInUser } from '../core/signed-in-user.ts';
import type { MatchingClient } from '../matching-client.ts';
import { rememberDevice } from './known-device.ts';

// The same answer for an unknown username and a wrong password: nobody learns who has an account.
const invalidCredentials = () => new ApiError('INVALID_CREDENTIALS');

export interface SessionDeps {
  matching: MatchingClient;
  /** scrypt's cost for new hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
}

/** Signing in and out, and who is signed in. The sign-in limits are in quotas.ts. */
export function sessionHandlers({ matching, passwordHashCost: cost }: SessionDeps) {
  // Checked against when the username is unknown, so that answer takes as long as a wrong password.
  const decoyHash = hashPassword(crypto.randomUUID(), cost);

  return {
    async login(request, reply) {
      const { username, password } = request.body;
      const accounts = accountRepository(request.em);
      const account = await accounts.findByUsername(username);
      const { matches, outdated } = await verifyPassword(password, account?.passwordHash ?? (await decoyHash), cost);
      // An account being deleted signs in no more (and says so no differently from a wrong password).
      if (!account || !matches || account.deletingSince) throw invalidCredentials();
      // Only whoever knows the password learns of a ban or suspension.
      const refusal = signInRefusal(account);
      if (refusal) throw refusal;
      if (outdated) await accounts.changePasswordHash(account, await hashPassword(password, cost));
      const user = signedInUser(account, await matching.getProfile(request.log, account.id));
      await startSession(request, account.id);
      rememberDevice(reply, account.username);
      return { user };
    },

    async logout(request, reply) {
      await endSession(request, reply);
      return reply.status(204).send();
    },

    async getCurrentUser(request, reply) {
      const account = await accountRepository(request.em).findById(sessionUser(request));
      const restriction = account && restrictionOf(account);
      if (!account || account.deletingSince || restriction) {
        // The account is gone (or going), banned or suspended: so is its session, and its holder is told why.
        await endSession(request, reply);
        throw restriction ? sessionEndedError(restriction) : new ApiError('UNAUTHENTICATED');
      }
      return { user: signedInUser(account, await matching.getProfile(request.log, account.id)) };
    },
  } satisfies Handlers;
}
