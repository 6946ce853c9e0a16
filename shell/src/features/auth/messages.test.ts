import { toApiError } from '@wishlist/app-runtime/api-client';
import { describe, expect, it } from 'vitest';
import { loginFailed, sendCodeFailed, signupFailed } from './messages.ts';

const failure = (status: number, message?: string, code = 'X', until?: string) =>
  toApiError(
    new Response(
      message === undefined ? '' : JSON.stringify({ statusCode: status, error: 'x', message, code, until }),
      {
        status,
        statusText: 'Failed',
      },
    ),
  );

describe('failure toasts', () => {
  it('login: the spec text for wrong credentials, the server message when rate limited, banned or suspended', async () => {
    expect(loginFailed(await failure(401, 'Invalid username or password.'))).toEqual({
      title: 'Login failed',
      description: 'Invalid username or password.',
      variant: 'destructive',
    });
    expect(loginFailed(new TypeError('Failed to fetch')).description).toBe('Invalid username or password.');
    expect(loginFailed(await failure(429, 'Too many attempts. Try again in a minute.')).description).toBe(
      'Too many attempts. Try again in a minute.',
    );
    expect(loginFailed(await failure(403, 'This account has been banned.', 'ACCOUNT_BANNED'))).toEqual({
      title: 'Login failed',
      description: 'This account has been banned.',
      variant: 'destructive',
    });
    const suspended = 'This account is suspended until 2 December 2026.';
    expect(loginFailed(await failure(403, suspended, 'ACCOUNT_SUSPENDED')).description).toBe(suspended);
    // With when it ends: the day and the hour where the phone is, not the server's UTC day.
    const until = '2026-12-02T23:30:00.000Z';
    const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until));
    expect(loginFailed(await failure(403, suspended, 'ACCOUNT_SUSPENDED', until)).description).toBe(
      `This account is suspended until ${local}.`,
    );
    // Another refusal (another site's request) is not told as a ban.
    expect(loginFailed(await failure(403, 'Refused.', 'CROSS_SITE_REQUEST')).description).toBe(
      'Invalid username or password.',
    );
  });

  it('send code: Please try again, or the server message when rate limited or the address is banned', async () => {
    expect(sendCodeFailed(await failure(503))).toEqual({
      title: 'Failed to send code',
      description: 'Please try again.',
      variant: 'destructive',
    });
    expect(sendCodeFailed(await failure(429, 'Too many codes. Try again in 15 minutes.')).description).toBe(
      'Too many codes. Try again in 15 minutes.',
    );
    const banned = 'This email address cannot be used for a new account.';
    expect(sendCodeFailed(await failure(403, banned, 'ACCOUNT_BANNED')).description).toBe(banned);
  });

  it("signup: the server's message, or the spec's fallback", async () => {
    expect(signupFailed(await failure(409, 'That username is taken. Please choose another.'))).toEqual({
      title: 'Signup failed',
      description: 'That username is taken. Please choose another.',
      variant: 'destructive',
    });
    expect(signupFailed(await failure(502)).description).toBe('Please check your information and try again.');
    expect(signupFailed(new TypeError('Failed to fetch')).description).toBe(
      'Please check your information and try again.',
    );
  });
});
