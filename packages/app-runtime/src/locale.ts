// Which language a page is shown in (docs/architecture.md, "Languages"): the one chosen in the own profile (the
// cookie wishlist.lang), else the browser's first supported one (Accept-Language for the edge's render,
// navigator.languages in the browser), else English. Plain functions, no React: the edge negotiates with them too.

/** The locales the apps have catalogues for: English (the source), Arabic, and the pseudo-locale of the tests. */
export const LOCALES = ['en', 'ar', 'en-XA'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie the profile's Language select sets; the pseudo-locale is reachable by it only. */
export const LANGUAGE_COOKIE = 'wishlist.lang';
/** A year: a chosen language outlives the session. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The languages a person can choose in the profile, each named in itself. */
export const CHOOSABLE_LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

const RIGHT_TO_LEFT = new Set<Locale>(['ar']);

export function isLocale(value: string | undefined | null): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** The direction the page is written in. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** A browser's language ('ar-EG', 'en-gb') as a locale the apps have: by its language; never the pseudo-locale. */
function supportedLanguage(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale !== 'en-XA' && locale === language);
}

/** The chosen language when it names a locale, else the first of the browser's that the apps have, else English. */
export function negotiateLocale(chosen: string | undefined, browserLanguages: readonly string[]): Locale {
  const fromCookie = LOCALES.find((locale) => locale.toLowerCase() === chosen?.trim().toLowerCase());
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages) {
    const locale = supportedLanguage(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The value of the language cookie in a Cookie header (or document.cookie). */
export function languageCookie(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE && value !== undefined) return decodeURIComponent(value.trim());
  }
  return undefined;
}

/** An Accept-Language header's languages, most wanted first ('ar;q=0.9, en;q=0.8'); those with q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The locale of a request to the edge, from its Cookie and Accept-Language headers. */
export function requestLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  return negotiateLocale(languageCookie(headers.cookie), acceptedLanguages(headers['accept-language']));
}

/**
 * The page's locale in the browser: what the page says it is in (`<html lang>`, written by the edge's render and by
 * `adoptPageLocale` as the app starts), so every app on the page and the markup it hydrates agree.
 */
export function pageLocale(): Locale {
  if (answeringIn) return answeringIn;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Decides the page's locale as the app starts and writes it on `<html lang dir>`. A page whose screen the edge has
 * rendered keeps the locale it was rendered in (hydration must find the same words); any other negotiates it: the
 * language cookie, else the browser's languages, else English.
 */
export function adoptPageLocale(rendered: boolean): Locale {
  const html = document.documentElement;
  const locale =
    rendered && isLocale(html.lang) ? html.lang : negotiateLocale(languageCookie(document.cookie), navigator.languages);
  html.lang = locale;
  html.dir = textDirection(locale);
  return locale;
}

/** The cookie that chooses `locale`, for document.cookie. */
export function languageCookieValue(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** A page's `<html>` in `locale`: its lang and direction, which the app keeps as it starts. */
export function inPageLocale(page: string, locale: Locale): string {
  return page.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${textDirection(locale)}">`);
}

/** The locale of a page the server is writing (`answerInLocale`), which has no document to read it from. */
let answeringIn: Locale | undefined;

/**
 * `write`'s result with `locale` as the page's (what pageLocale gives, so the words it formats are in that language):
 * for a page the server writes in one synchronous step (the edge's answer to a form posted before the app started).
 */
export function answerInLocale<T>(locale: Locale, write: () => T): T {
  const before = answeringIn;
  answeringIn = locale;
  try {
    return write();
  } finally {
    answeringIn = before;
  }
}
