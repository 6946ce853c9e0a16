import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { components } from '@wishlist/contract/schema';
import type { FastifyRequest } from 'fastify';

/** A language the services write mails and pushes in (the contract's `Language`). */
export type Language = components['schemas']['Language'];

export const LANGUAGES: readonly Language[] = ['en', 'ar'];

/** The browser's own choice of language (the profile's "Language" select); `en-XA`, the pseudo-locale, reads as English. */
const LANGUAGE_COOKIE = 'wishlist.lang';

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

/** A service's catalogues: flat message ids to ICU messages, one catalogue per language, every id in each. */
export type Catalogues<Id extends string> = Record<Language, Record<Id, string>>;

type Values = Record<string, string | number>;

/** The words of one language: messages by id, and days, moments and lists written in it. */
export interface Wording<Id extends string> {
  language: Language;
  dir: 'ltr' | 'rtl';
  t(id: Id, values?: Values): string;
  /** A calendar day (UTC). */
  day(date: Date | string): string;
  /** A day and time (UTC). */
  moment(date: Date | string): string;
  /** 'A, B and C' in the language's own words. */
  list(items: string[]): string;
}

/**
 * How each language writes days, moments and lists. English keeps what its mails wrote before there were other
 * languages (ISO days and times, no serial comma: the spec's words); the others their own long forms.
 */
const FORMS: Record<Language, (intl: IntlShape) => Pick<Wording<string>, 'day' | 'moment' | 'list'>> = {
  en: () => {
    const list = new Intl.ListFormat('en-GB', { type: 'conjunction' });
    return {
      day: (date) => new Date(date).toISOString().slice(0, 10),
      moment: (date) => (typeof date === 'string' ? date : date.toISOString()),
      list: (items) => list.format(items),
    };
  },
  ar: (intl) => ({
    day: (date) => intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }),
    moment: (date) => intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
    list: (items) => intl.formatList(items, { type: 'conjunction' }),
  }),
};

/**
 * The wordings of a service's catalogues through FormatJS (`createIntl`: ICU messages, plurals by
 * `Intl.PluralRules`), one per language, built once; a message that is missing or cannot be formatted throws, so a
 * gap in a catalogue fails its test rather than mailing an id.
 */
export function wordings<Id extends string>(catalogues: Catalogues<Id>) {
  const cache = createIntlCache();
  const built = new Map(
    LANGUAGES.map((language): [Language, Wording<Id>] => {
      const intl = createIntl(
        {
          locale: language,
          defaultLocale: 'en',
          messages: catalogues[language],
          onError: (err) => {
            throw err;
          },
        },
        cache,
      );
      return [
        language,
        {
          language,
          dir: RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr',
          t: (id, values) => intl.formatMessage({ id }, values),
          ...FORMS[language](intl),
        },
      ];
    }),
  );
  /** The wording of `language`; none chosen is English. */
  return (language: Language | null | undefined): Wording<Id> => built.get(language ?? 'en') as Wording<Id>;
}

/** `value` when it is a language the services write, else null. */
export function languageNamed(value: string | null | undefined): Language | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/** The first language of an Accept-Language header the services write, by the weights it gives. */
function acceptedLanguage(header: string | undefined): Language | null {
  const ranges = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.find((param) => param.trim().startsWith('q='));
      return { tag, q: weight ? Number(weight.trim().slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const language = languageNamed(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language of whoever sent `request`, for a mail to someone with no account yet (a signup's code): the browser's
 * chosen language (its cookie), else its Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    languageNamed(request.cookies[LANGUAGE_COOKIE]) ?? acceptedLanguage(request.headers['accept-language']) ?? 'en'
  );
}
