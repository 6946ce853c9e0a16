import { toApiError } from '@wishlist/mf-shared/api-client';
import { describe, expect, it } from 'vitest';
import { loginFailed, sendCodeFailed, signupFailed } from './messages.ts';

const failure = (status: number, message?: string) =>
  toApiError(
    new Response(message === undefined ? '' : JSON.stringify({ statusCode: status, error: 'x', message, code: 'X' }), {
      status,
      statusText: 'Failed',
    }),
  );

describe('failure toasts', () => {
  it('login: the spec text for wrong credentials, the server message when rate limited', async () => {
    expect(loginFailed(await failure(401, 'Invalid username or password.'))).toEqual({
      title: 'Login failed',
      description: 'Invalid username or password.',
      variant: 'destructive',
    });
    expect(loginFailed(new TypeError('Failed to fetch')).description).toBe('Invalid username or password.');
    expect(loginFailed(await failure(429, 'Too many attempts. Try again in a minute.')).description).toBe(
      'Too many attempts. Try again in a minute.',
    );
  });

  it('send code: Please try again, or the server message when rate limited', async () => {
    expect(sendCodeFailed(await failure(503))).toEqual({
      title: 'Failed to send code',
      description: 'Please try again.',
      variant: 'destructive',
    });
    expect(sendCodeFailed(await failure(429, 'Too many codes. Try again in 15 minutes.')).description).toBe(
      'Too many codes. Try again in 15 minutes.',
    );
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
