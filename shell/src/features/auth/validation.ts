// Form rules of the signup details step (spec §5). The server checks them again; these catch mistakes
// before the code is sent, so nobody enters a code only to learn that their username was never valid.
import type { ErrorCode } from '@wishlist/contract/client';
import { newPasswordError } from '@wishlist/domain-ui/password-policy';
import { formatMessage } from '../../i18n.ts';

export interface SignupDetails {
  username: string;
  password: string;
  email: string;
}

export type DetailErrors = Partial<Record<keyof SignupDetails, string>>;

/** Same rule as the contract's Username. */
const USERNAME = /^[A-Za-z0-9_.]{3,30}$/;

/** Field messages for missing values only (the spec's 'Missing information' toast goes with them). */
export function missingDetails({ username, password, email }: SignupDetails): DetailErrors {
  const errors: DetailErrors = {};
  if (!username) errors.username = formatMessage('auth.field.chooseUsername');
  if (!password) errors.password = formatMessage('auth.field.choosePassword');
  if (!email) errors.email = formatMessage('auth.field.enterEmail');
  return errors;
}

/** Field messages for values that are present but cannot be accepted. `emailValid` comes from the email input. */
export function invalidDetails({ username, password }: SignupDetails, emailValid: boolean): DetailErrors {
  const errors: DetailErrors = {};
  if (!USERNAME.test(username)) errors.username = formatMessage('auth.field.usernameRule');
  const passwordError = newPasswordError(password, formatMessage);
  if (passwordError) errors.password = passwordError;
  if (!emailValid) errors.email = formatMessage('auth.field.invalidEmail');
  return errors;
}

/** Spec §3: a verification code is a 6-digit string. */
export const CODE_LENGTH = 6;
export const isCompleteCode = (code: string) => new RegExp(`^[0-9]{${String(CODE_LENGTH)}}$`).test(code);

/**
 * The code in what was typed, pasted or filled in (WCAG 3.3.8: copying it is never refused): its digits, up to the
 * code's length, so "123 456" or "Your code: 123456" pasted whole gives "123456".
 */
export const codeIn = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** What the send call refuses about one field, before any code is sent, and that field. */
const refusedFields: Partial<Record<ErrorCode, keyof SignupDetails>> = {
  USERNAME_TAKEN: 'username',
  // The server's password rule (a common one, or the username or email): said on the first step, not after the code.
  WEAK_PASSWORD: 'password',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_IS_PERSONAL: 'password',
};

/**
 * A username the send call found taken (409) or a password it found weak (400), as an error next to its field;
 * null for anything else. (A taken email is never told apart: the send call answers it as a free one.)
 */
export function refusedDetail(code: ErrorCode | '' | undefined, message: string | undefined): DetailErrors | null {
  const field = code ? refusedFields[code] : undefined;
  return message && field ? { [field]: message } : null;
}
