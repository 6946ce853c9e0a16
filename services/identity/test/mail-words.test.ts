import { catalogueProblems } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { mailWording } from '../src/core/mail-words.ts';
import ar from '../src/i18n/ar.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };

describe("identity's mail catalogues", () => {
  it('have the same messages in every language, each taking the same arguments as the English', () => {
    expect(catalogueProblems({ en, ar })).toEqual([]);
    // The check finds what it is for.
    const { 'mail.hold.text': _dropped, ...gap } = ar;
    expect(catalogueProblems({ en, ar: { ...gap, 'mail.code.subject': '{cod}' } as typeof ar })).toEqual([
      'ar: mail.hold.text is missing',
      'ar: mail.code.subject takes (cod), English (code)',
    ]);
  });

  it("write the digest's count with Arabic's plural forms at 0, 1, 2, 3, 11 and 100", () => {
    const subject = (count: number) => mailWording('ar').t('mail.digest.subject', { count });
    expect([0, 1, 2, 3, 11, 100].map(subject)).toEqual([
      'ليست لديك رسائل غير مقروءة على Wishlist',
      'لديك رسالة واحدة غير مقروءة على Wishlist',
      'لديك رسالتان غير مقروءتين على Wishlist',
      'لديك 3 رسائل غير مقروءة على Wishlist',
      'لديك 11 رسالة غير مقروءة على Wishlist',
      'لديك 100 رسالة غير مقروءة على Wishlist',
    ]);
  });

  it('write days, moments and lists in the language: English as its mails always did', () => {
    const [english, arabic] = [mailWording('en'), mailWording('ar')];
    expect(english.day('2026-11-29T10:00:00Z')).toBe('2026-11-29');
    expect(english.list(['“Ana”', '“Ben”', '“Cleo”'])).toBe('“Ana”, “Ben” and “Cleo”');
    expect(arabic.day('2026-11-29T10:00:00Z')).toBe('29 نوفمبر 2026');
    expect(arabic.list(['“Ana”', '“Ben”'])).toBe('“Ana” و“Ben”');
    expect([mailWording(undefined).language, arabic.dir, english.dir]).toEqual(['en', 'rtl', 'ltr']);
  });
});
