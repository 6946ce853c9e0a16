// The toasts of the login and signup screens, word for word from spec §4, §5 and §8.
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import type { ToastOptions } from '@wishlist/ui';
import { suspensionEnd } from '../../lib/suspension-end.ts';

export const loggedIn: ToastOptions = { title: 'Welcome back!', description: 'Successfully logged in.' };
export const codeSent: ToastOptions = { title: 'Verification code sent!', description: 'Code sent to the email' };
/** "Resend code": the new code replaces the one sent before. */
export const newCodeSent = (email: string): ToastOptions => ({
  title: 'New code sent!',
  description: `Use the newest code sent to ${email}.`,
});
export const accountCreated: ToastOptions = { title: 'Account created!', description: 'Welcome to Wishlist!' };
export const missingInformation: ToastOptions = {
  title: 'Missing information',
  description: 'Please fill in all required fields.',
  variant: 'destructive',
};
export const missingCode: ToastOptions = {
  title: 'Missing verification code',
  description: 'Please enter the verification code.',
  variant: 'destructive',
};
export const usernameRequired: ToastOptions = {
  title: 'Username required',
  description: 'Please enter your username.',
  variant: 'destructive',
};

/** The same toast whether or not the username has an account: the answer never tells. */
export function resetSent(username: string): ToastOptions {
  return { title: 'Password reset sent!', description: `Reset instructions were sent for ${username}.` };
}

// Too many attempts (429), a ban or a suspension is not a wrong password or a bad code: the server's message says
// what holds (when to try again, that an address cannot sign up); a suspension's end is told in the phone's time.
function refusal(error: unknown): string | undefined {
  if (isApiError(error, 'ACCOUNT_SUSPENDED') && error.until)
    return `This account is suspended until ${suspensionEnd(error.until)}.`;
  return (isApiError(error) && error.status === 429) ||
    isApiError(error, 'ACCOUNT_BANNED', 'ACCOUNT_SUSPENDED', 'EMAIL_BANNED')
    ? apiMessage(error)
    : undefined;
}

export function loginFailed(error: unknown): ToastOptions {
  return {
    title: 'Login failed',
    description: refusal(error) ?? 'Invalid username or password.',
    variant: 'destructive',
  };
}

export function sendCodeFailed(error: unknown): ToastOptions {
  return {
    title: 'Failed to send code',
    description: refusal(error) ?? 'Please try again.',
    variant: 'destructive',
  };
}

/** 'Signup failed' with the server's message (say 'That username is taken. Please choose another.'). */
export function signupFailed(error: unknown): ToastOptions {
  return {
    title: 'Signup failed',
    description: apiMessage(error) ?? 'Please check your information and try again.',
    variant: 'destructive',
  };
}

export function resetFailed(error: unknown): ToastOptions {
  return { title: 'Reset failed', description: refusal(error) ?? 'Please try again.', variant: 'destructive' };
}

export const passwordChanged: ToastOptions = {
  title: 'Password changed!',
  description: 'Sign in with your new password.',
};

/** A reset link that cannot be used (expired, used, unknown): the server's words say which. */
export function resetLinkRefused(error: unknown): ToastOptions {
  return {
    title: 'Reset link not valid',
    description: apiMessage(error) ?? 'Please ask for a new one.',
    variant: 'destructive',
  };
}
