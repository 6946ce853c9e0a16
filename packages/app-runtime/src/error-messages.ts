// What a person reads for a failed call, in the page's language: the catalogue's words for the error's contract code
// (messages/errors.<locale>.json, ids `errors.<CODE>`). English is the server's own message, word for word (the
// contract's); another language's catalogue loads once, as the API client is set up, and fills in the values the
// server put in its English message (the wait, the limit…), read back through the English catalogue's pattern.
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { ErrorCode } from '@wishlist/contract/client/types.gen.ts';
import type { IntlShape } from 'react-intl';
import { type CompiledMessages, compiled } from './compiled-catalogue.ts';
import { DEFAULT_LOCALE, type Locale, pageLocale } from './locale.ts';

interface ErrorWords {
  english: CompiledMessages;
  intl: IntlShape;
}

const loaded = new Map<Locale, ErrorWords>();

async function translatedCatalogue(locale: Locale, english: CompiledMessages) {
  if (locale === 'en-XA') return (await import('./pseudo-locale.ts')).pseudoCatalogue(english);
  return { ...english, ...(await import('./messages/errors.ar.json')).default };
}

/** Loads the error catalogue of `locale` (nothing for English, whose words are the server's). */
export async function loadErrorMessages(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || loaded.has(locale)) return;
  // react-intl too only then: a page in English (or a remote with no catalogue) loads none of it for its errors.
  const [{ createIntl }, english] = await Promise.all([
    import('react-intl'),
    import('./messages/errors.en.json').then((module) => compiled(module.default as Record<string, string>)),
  ]);
  const messages = await translatedCatalogue(locale, english);
  loaded.set(locale, { english, intl: createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }) });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values of `message`, the server's English words, read with the English `pattern` they were written from
 * ('Too many attempts. Please try again in {wait}.', compiled): undefined when the message does not follow it.
 */
export function valuesIn(pattern: MessageFormatElement[], message: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .map((element) => {
      if (element.type === TYPE.literal) return escaped(element.value);
      // The contract's messages hold plain placeholders only: anything else is never read back.
      if (element.type !== TYPE.argument) return '(?!)';
      names.push(element.value);
      return '(.+?)';
    })
    .join('');
  const found = new RegExp(`^${source}$`, 's').exec(message);
  return found ? Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) : undefined;
}

/**
 * The words for an error with `code` and the server's English `message` in the page's language, `until` (a
 * suspension's end) in its own date format; undefined in English, before the catalogue has loaded, or for a message
 * that does not follow the contract's pattern (the server's words are shown then).
 */
export function translatedErrorMessage(code: ErrorCode, message: string, until?: string): string | undefined {
  const locale = pageLocale();
  const words = loaded.get(locale);
  const id = `errors.${code}`;
  const pattern = words?.english[id];
  const values = pattern === undefined ? undefined : valuesIn(pattern, message);
  if (!words || !values) return undefined;
  if (until && 'until' in values)
    values.until = words.intl.formatDate(until, { dateStyle: 'long', timeStyle: 'short' });
  return words.intl.formatMessage({ id }, values);
}
