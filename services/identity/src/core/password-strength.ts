import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ApiError } from '@wishlist/service-kit';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// The common-password list (about 49,000 leaked passwords, l33t and reversed spellings matched too) and keyboard
// patterns; the person's own username and email are added per check.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { 'passwords-common': dictionary['passwords-common'] },
  graphs: adjacencyGraphs,
});
/** ASVS 5.0 6.2.1 (the contract's Password says so too, for every operation that sets one). */
export const MIN_PASSWORD_LENGTH = 8;
/** Passwords a cracker tries within its first 10,000 guesses are refused, whatever their length. */
const MIN_GUESSES = 10_000;
/** The estimate is superlinear in length; beyond this a password's head decides (a long one is not "common"). */
const CHECKED_LENGTH = 64;

/**
 * The password and its cores: without the digits and symbols people add before or after a common password
 * (`letmein!`, `abc123!`, `Summer2024!`), which crackers try first (ASVS 5.0 6.2: breached and common passwords
 * are refused with their variants). A core must keep at least four characters.
 */
function variants(password: string): string[] {
  const cores = [
    password.replace(/[^\p{L}\p{N}]+$/u, ''),
    password.replace(/^[^\p{L}\p{N}]+/u, ''),
    password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  ];
  return [password, ...new Set(cores.filter((core) => core !== password && core.length >= 4))];
}

/** What a person's password must not be: their username, their email address, or its part before the @. */
export const personalWords = (username: string, email: string) =>
  [username, email, email.split('@')[0] ?? ''].filter(Boolean);

/** Why a password is refused, as the contract's code: the clients show its message under the password field. */
export type PasswordWeakness = 'PASSWORD_TOO_SHORT' | 'PASSWORD_IS_PERSONAL' | 'WEAK_PASSWORD';

/** Why a password is too easy to guess (short, one of the most common, or the person's own name or email), or null. */
export function passwordWeakness(password: string, personal: string[]): PasswordWeakness | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  for (const candidate of variants(password.slice(0, CHECKED_LENGTH))) {
    const result = zxcvbn.check(candidate, personal);
    const whole = result.sequence.length === 1 ? result.sequence[0] : undefined;
    if (whole?.pattern === 'dictionary' && whole.dictionaryName === 'userInputs') return 'PASSWORD_IS_PERSONAL';
    if (result.guesses < MIN_GUESSES || whole?.pattern === 'dictionary') return 'WEAK_PASSWORD';
  }
  return null;
}

/** Refuses a password that is too easy to guess, with its reason's code. */
export function refuseWeakPassword(password: string, personal: string[]) {
  const weakness = passwordWeakness(password, personal);
  if (weakness) throw new ApiError(weakness, { min: MIN_PASSWORD_LENGTH });
}
