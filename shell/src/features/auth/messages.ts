// The toasts of the login and signup screens, word for word from spec §4, §5 and §8, in the page's language.
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import type { ToastOptions } from '@wishlist/ui';
import { formatMessage, isolated } from '../../i18n.ts';
import { suspensionEnd } from '../../lib/suspension-end.ts';

export const loggedIn = (): ToastOptions => ({
  title: formatMessage('auth.toast.loggedIn.title'),
  description: formatMessage('auth.toast.loggedIn.description'),
});
export const codeSent = (): ToastOptions => ({
  title: formatMessage('auth.toast.codeSent.title'),
  description: formatMessage('auth.toast.codeSent.description'),
});
/** "Resend code": the new code replaces the one sent before. */
export const newCodeSent = (email: string): ToastOptions => ({
  title: formatMessage('auth.toast.newCodeSent.title'),
  description: formatMessage('auth.toast.newCodeSent.description', { email: isolated(email) }),
});
export const accountCreated = (): ToastOptions => ({
  title: formatMessage('auth.toast.accountCreated.title'),
  description: formatMessage('auth.toast.accountCreated.description'),
});
export const missingInformation = (): ToastOptions => ({
  title: formatMessage('auth.toast.missingInformation.title'),
  description: formatMessage('auth.toast.missingInformation.description'),
  variant: 'destructive',
});
export const missingCode = (): ToastOptions => ({
  title: formatMessage('auth.toast.missingCode.title'),
  description: formatMessage('auth.toast.missingCode.description'),
  variant: 'destructive',
});
export const usernameRequired = (): ToastOptions => ({
  title: formatMessage('auth.toast.usernameRequired.title'),
  description: formatMessage('auth.toast.usernameRequired.description'),
  variant: 'destructive',
});

/** The same toast whether or not the username has an account: the answer never tells. */
export function resetSent(username: string): ToastOptions {
  return {
    title: formatMessage('auth.toast.resetSent.title'),
    description: formatMessage('auth.toast.resetSent.description', { username: isolated(username) }),
  };
}

// Too many attempts (429), a ban or a suspension is not a wrong password or a bad code: the server's message says
// what holds (when to try again, that an address cannot sign up); a suspension's end is told in the phone's time.
function refusal(error: unknown): string | undefined {
  if (isApiError(error, 'ACCOUNT_SUSPENDED') && error.until)
    return formatMessage('auth.toast.suspendedUntil', { until: suspensionEnd(error.until) });
  return (isApiError(error) && error.status === 429) ||
    isApiError(error, 'ACCOUNT_BANNED', 'ACCOUNT_SUSPENDED', 'EMAIL_BANNED')
    ? apiMessage(error)
    : undefined;
}

export function loginFailed(error: unknown): ToastOptions {
  return {
    title: formatMessage('auth.toast.loginFailed.title'),
    description: refusal(error) ?? formatMessage('auth.toast.loginFailed.description'),
    variant: 'destructive',
  };
}

export function sendCodeFailed(error: unknown): ToastOptions {
  return {
    title: formatMessage('auth.toast.sendCodeFailed.title'),
    description: refusal(error) ?? formatMessage('auth.toast.tryAgain'),
    variant: 'destructive',
  };
}

/** 'Signup failed' with the server's message (say 'That username is taken. Please choose another.'). */
export function signupFailed(error: unknown): ToastOptions {
  return {
    title: formatMessage('auth.toast.signupFailed.title'),
    description: apiMessage(error) ?? formatMessage('auth.toast.signupFailed.description'),
    variant: 'destructive',
  };
}

export function resetFailed(error: unknown): ToastOptions {
  return {
    title: formatMessage('auth.toast.resetFailed.title'),
    description: refusal(error) ?? formatMessage('auth.toast.tryAgain'),
    variant: 'destructive',
  };
}

export const passwordChanged = (): ToastOptions => ({
  title: formatMessage('auth.toast.passwordChanged.title'),
  description: formatMessage('auth.toast.passwordChanged.description'),
});

/** A reset link that cannot be used (expired, used, unknown): the server's words say which. */
export function resetLinkRefused(error: unknown): ToastOptions {
  return {
    title: formatMessage('auth.toast.resetLinkRefused.title'),
    description: apiMessage(error) ?? formatMessage('auth.toast.resetLinkRefused.description'),
    variant: 'destructive',
  };
}
