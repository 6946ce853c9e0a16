import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Wording } from './i18n.ts';
import arabic from './messages/ar.json';
import english from './messages/en.json';
import { MIN_PASSWORD_LENGTH, newPasswordError, newPasswordHint } from './password-policy.ts';

const wordingIn = (locale: string, messages: Record<string, string>): Wording => {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values);
};
const inEnglish = wordingIn('en', english);
const inArabic = wordingIn('ar', { ...english, ...arabic });

describe('the new-password rule', () => {
  it('asks for at least 8 characters, as the contract does', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(newPasswordError('', inEnglish)).toBe('Choose a password.');
    expect(newPasswordError('kq7#vd2', inEnglish)).toBe('Use at least 8 characters.');
    expect(newPasswordError('kq7#vd2m', inEnglish)).toBeUndefined();
    expect(newPasswordHint(inEnglish)).toBe('At least 8 characters; not a common password or your username.');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(newPasswordError('🔑🔑🔑🔑🔑🔑🔑', inEnglish)).toBe('Use at least 8 characters.');
  });

  it('says it in Arabic, with the plural of 8', () => {
    expect(newPasswordError('', inArabic)).toBe('اختر كلمة مرور.');
    expect(newPasswordError('kq7#vd2', inArabic)).toBe('استخدم 8 أحرف على الأقل.');
    expect(newPasswordHint(inArabic)).toBe('8 أحرف على الأقل، وليست كلمة مرور شائعة أو اسم المستخدم.');
  });
});
