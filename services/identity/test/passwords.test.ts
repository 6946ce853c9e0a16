import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/core/password-hashing.ts';
import { passwordWeakness } from '../src/core/password-strength.ts';

describe('password hashes', () => {
  it('are salted scrypt that records its parameters, and verify only the right password', async () => {
    const [first, second] = [await hashPassword('violet-kettle-93', 14), await hashPassword('violet-kettle-93', 14)];
    expect(first).toMatch(/^scrypt\$14\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('violet-kettle-93', first, 14)).toEqual({ matches: true, outdated: false });
    expect(await verifyPassword('violet-kettle-94', first, 14)).toEqual({ matches: false, outdated: false });
    expect((await verifyPassword('violet-kettle-93', first, 15)).outdated).toBe(true);
  });

  it('treat the same characters typed in different Unicode forms as one password', async () => {
    const stored = await hashPassword('café-au-lait', 14);
    expect((await verifyPassword('cafe\u0301-au-lait', stored, 14)).matches).toBe(true);
  });
});

describe('weak passwords', () => {
  const personal = ['maya_runs', 'maya@example.com', 'maya'];

  it.each([
    '12345678',
    'password',
    'Password1',
    'iloveyou',
    'sunshine',
    'p@ssw0rd',
    'drowssap',
    'qwertyuiop',
    'aaaaaaaa',
    'abcdefgh',
  ])('refuses %s as too common', (password) => {
    expect(passwordWeakness(password, personal)).toBe('WEAK_PASSWORD');
  });

  // Issue 17, item 9 (ASVS 5.0 6.2): common passwords with what people add before or after them.
  it.each([
    'letmein!',
    'abc123!!',
    'Letmein2024!',
    '!!password1',
    'summer2024!',
    'P@ssw0rd!',
    'qwerty12!',
    'monkey!!',
    'dragon99?',
  ])('refuses %s as a variant of a common password', (password) => {
    expect(passwordWeakness(password, personal)).toBe('WEAK_PASSWORD');
  });

  it.each(['maya_runs', 'MAYA@example.com'])('refuses %s as the username or email', (password) => {
    expect(passwordWeakness(password, personal)).toBe('PASSWORD_IS_PERSONAL');
  });

  it.each(['kq7#vd2', 'x', ''])('refuses %j: under 8 characters (ASVS 5.0 6.2.1), however uncommon', (password) => {
    expect(passwordWeakness(password, personal)).toBe('PASSWORD_TOO_SHORT');
  });

  it.each(['kq7#vd2m', 'violet-kettle-93', 'x'.repeat(40) + 'kq7#vd9!', 'correct horse battery staple'])(
    'accepts %s',
    (password) => {
      expect(passwordWeakness(password, personal)).toBeNull();
    },
  );
});
