import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageCookie, negotiateLocale, requestLocale, textDirection } from './locale.ts';

describe('which language a page is shown in', () => {
  it('is the chosen one first, whatever the browser says', () => {
    expect(negotiateLocale('ar', ['en-US', 'en'])).toBe('ar');
    expect(negotiateLocale('en', ['ar'])).toBe('en');
    expect(negotiateLocale('en-XA', ['ar'])).toBe('en-XA');
  });

  it("else the browser's first language the apps have, by its language", () => {
    expect(negotiateLocale(undefined, ['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(negotiateLocale(undefined, ['en-GB', 'ar'])).toBe('en');
    expect(negotiateLocale('klingon', ['AR'])).toBe('ar');
  });

  it('else English; the pseudo-locale only by the cookie', () => {
    expect(negotiateLocale(undefined, [])).toBe('en');
    expect(negotiateLocale(undefined, ['fr', 'de'])).toBe('en');
    expect(negotiateLocale(undefined, ['en-XA'])).toBe('en');
  });

  it("reads a request's cookie and Accept-Language, most wanted first", () => {
    expect(acceptedLanguages('fr;q=0.5, ar;q=0.9, en;q=0.8')).toEqual(['ar', 'en', 'fr']);
    expect(acceptedLanguages('ar;q=0, *, en')).toEqual(['en']);
    expect(requestLocale({ 'accept-language': 'fr, ar-SA;q=0.7, en;q=0.3' })).toBe('ar');
    expect(requestLocale({ cookie: 'wishlist.sid=x; wishlist.lang=en', 'accept-language': 'ar' })).toBe('en');
    expect(languageCookie('a=1; wishlist.lang=ar')).toBe('ar');
    expect(requestLocale({})).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('en-XA')).toBe('ltr');
  });
});
