// The password rule the screens check before calling (signup, reset, change). The server checks it again with the
// rest of its policy (the contract's Password: at least 8 characters, ASVS 5.0 6.2.1; no common password, not the
// username or email), and its message is shown when it refuses one.
import type { Wording } from './i18n.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** The hint under a new-password field. */
export const newPasswordHint = (words: Wording): string => words('domain.password.hint', { min: MIN_PASSWORD_LENGTH });

/** What is wrong with a new password before the server is asked (its length, counted in characters), or undefined. */
export function newPasswordError(password: string, words: Wording): string | undefined {
  if (!password) return words('domain.password.choose');
  return [...password].length < MIN_PASSWORD_LENGTH
    ? words('domain.password.tooShort', { min: MIN_PASSWORD_LENGTH })
    : undefined;
}
