// The password rule the screens check before calling (signup, reset, change). The server checks it again with the
// rest of its policy (the contract's Password: at least 8 characters, ASVS 5.0 6.2.1; no common password, not the
// username or email), and its message is shown when it refuses one.

export const MIN_PASSWORD_LENGTH = 8;

/** The hint under a new-password field. */
export const NEW_PASSWORD_HINT = `At least ${String(MIN_PASSWORD_LENGTH)} characters; not a common password or your username.`;

/** What is wrong with a new password before the server is asked (its length, counted in characters), or undefined. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'Choose a password.';
  return [...password].length < MIN_PASSWORD_LENGTH
    ? `Use at least ${String(MIN_PASSWORD_LENGTH)} characters.`
    : undefined;
}
