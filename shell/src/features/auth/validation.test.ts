import { describe, expect, it } from 'vitest';
import { codeIn, invalidDetails, isCompleteCode, missingDetails, refusedDetail } from './validation.ts';

describe('signup details', () => {
  it('put a taken username and a weak password next to their fields (a taken email is never told apart)', () => {
    expect(refusedDetail('USERNAME_TAKEN', 'That username is taken.')).toEqual({ username: 'That username is taken.' });
    expect(refusedDetail('WEAK_PASSWORD', 'Too common.')).toEqual({ password: 'Too common.' });
    expect(refusedDetail('EMAIL_TAKEN', 'Already has an account.')).toBeNull();
    expect(refusedDetail('RATE_LIMITED', 'Too many attempts.')).toBeNull();
  });

  it('name each missing field', () => {
    expect(missingDetails({ username: '', password: '', email: '' })).toEqual({
      username: 'Choose a username.',
      password: 'Choose a password.',
      email: 'Enter your email.',
    });
    expect(missingDetails({ username: 'maya', password: 'secret1', email: 'maya@example.com' })).toEqual({});
  });

  it('accept what the contract accepts', () => {
    expect(
      invalidDetails({ username: 'maya.lopez_90', password: 'eight8ch', email: 'maya@example.com' }, true),
    ).toEqual({});
  });

  it('refuse a short or odd username, a password under 8 characters and a malformed email', () => {
    expect(invalidDetails({ username: 'my', password: 'seven77', email: 'maya@' }, false)).toEqual({
      username: 'Use 3 to 30 letters, numbers, dots or underscores.',
      password: 'Use at least 8 characters.',
      email: 'Enter a valid email address.',
    });
    expect(invalidDetails({ username: 'maya lopez', password: 'secret1', email: 'x' }, true).username).toBeDefined();
    expect(invalidDetails({ username: 'a'.repeat(31), password: 'secret1', email: 'x' }, true).username).toBeDefined();
  });
});

describe('verification code', () => {
  it('is complete at exactly 6 digits', () => {
    expect(isCompleteCode('482913')).toBe(true);
    expect(isCompleteCode('48291')).toBe(false);
    expect(isCompleteCode('48291a')).toBe(false);
    expect(isCompleteCode(' 482913')).toBe(false);
  });

  it('takes the code out of whatever was pasted: its digits, up to six', () => {
    expect(codeIn('482913')).toBe('482913');
    expect(codeIn(' 482 913 ')).toBe('482913');
    expect(codeIn('Your Wishlist code: 482913')).toBe('482913');
    expect(codeIn('4829135')).toBe('482913');
    expect(codeIn('48-29')).toBe('4829');
  });
});
