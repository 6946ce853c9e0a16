import { passwordWeakness, personalWords, refuseWeakPassword } from '../core/password-strength.ts';
import { normalizeEmail } from './codes.ts';

/** What a signup's first step sends (`sendVerification`'s body). */
export interface SignupFirstStep {
  contact: string;
  username?: string;
  password?: string;
}

/**
 * Why the password that a signup's first step sends with its address (and username) would be refused at `register`,
 * or null (also when none is sent): the same rule, asked before a code is spent on it.
 */
export function signupPasswordWeakness(body: SignupFirstStep) {
  if (body.password === undefined) return null;
  return passwordWeakness(body.password, personalWordsOf(body));
}

/** Refuses the password of a signup's first step that `register` would refuse. */
export function refuseWeakSignupPassword(body: SignupFirstStep) {
  if (body.password !== undefined) refuseWeakPassword(body.password, personalWordsOf(body));
}

const personalWordsOf = (body: SignupFirstStep) =>
  personalWords(body.username?.trim() ?? '', normalizeEmail(body.contact));
