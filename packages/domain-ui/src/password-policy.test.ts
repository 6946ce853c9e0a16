import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, newPasswordError } from './password-policy.ts';

describe('the new-password rule', () => {
  it('asks for at least 8 characters, as the contract does', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(newPasswordError('')).toBe('Choose a password.');
    expect(newPasswordError('kq7#vd2')).toBe('Use at least 8 characters.');
    expect(newPasswordError('kq7#vd2m')).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(newPasswordError('🔑🔑🔑🔑🔑🔑🔑')).toBe('Use at least 8 characters.');
  });
});
