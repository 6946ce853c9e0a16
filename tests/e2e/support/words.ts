// What the tests read on a screen, in the run's locale (./locale.ts): a message of the apps' catalogues by its id,
// formatted as the apps format it, from the same English (and Arabic) messages; the pseudo-locale made from English
// by the apps' own `pseudoCatalogue`. So a test names a button by its message, never by English words, and passes
// in any locale. User-written data (names, bios, messages people type) stays as the test wrote it.
import {
  type MessageFormatElement,
  TYPE,
  isArgumentElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@wishlist/app-runtime/locale';
import { pseudoCatalogue } from '@wishlist/app-runtime/pseudo-locale';
import { IntlMessageFormat } from 'intl-messageformat';
import accountAr from '../../../mf-account/src/messages/ar.json' with { type: 'json' };
import account from '../../../mf-account/src/messages/en.json' with { type: 'json' };
import billingAr from '../../../mf-billing/src/messages/ar.json' with { type: 'json' };
import billing from '../../../mf-billing/src/messages/en.json' with { type: 'json' };
import discoverAr from '../../../mf-discover/src/messages/ar.json' with { type: 'json' };
import discover from '../../../mf-discover/src/messages/en.json' with { type: 'json' };
import moderationAr from '../../../mf-moderation/src/messages/ar.json' with { type: 'json' };
import moderation from '../../../mf-moderation/src/messages/en.json' with { type: 'json' };
import errorsAr from '../../../packages/app-runtime/src/messages/errors.ar.json' with { type: 'json' };
import errors from '../../../packages/app-runtime/src/messages/errors.en.json' with { type: 'json' };
import screensAr from '../../../packages/app-runtime/src/messages/screens.ar.json' with { type: 'json' };
import screens from '../../../packages/app-runtime/src/messages/screens.en.json' with { type: 'json' };
import standaloneAr from '../../../packages/app-runtime/src/messages/standalone.ar.json' with { type: 'json' };
import standalone from '../../../packages/app-runtime/src/messages/standalone.en.json' with { type: 'json' };
import domainAr from '../../../packages/domain-ui/src/messages/ar.json' with { type: 'json' };
import domain from '../../../packages/domain-ui/src/messages/en.json' with { type: 'json' };
import plansAr from '../../../packages/domain-ui/src/messages/plans.ar.json' with { type: 'json' };
import plans from '../../../packages/domain-ui/src/messages/plans.en.json' with { type: 'json' };
import uiAr from '../../../packages/ui/src/messages/ar.json' with { type: 'json' };
import ui from '../../../packages/ui/src/messages/en.json' with { type: 'json' };
import accessibilityAr from '../../../shell/src/features/accessibility/messages/ar.json' with { type: 'json' };
import accessibility from '../../../shell/src/features/accessibility/messages/en.json' with { type: 'json' };
import faqAr from '../../../shell/src/features/faq/messages/ar.json' with { type: 'json' };
import faq from '../../../shell/src/features/faq/messages/en.json' with { type: 'json' };
import termsAr from '../../../shell/src/features/terms/messages/ar.json' with { type: 'json' };
import terms from '../../../shell/src/features/terms/messages/en.json' with { type: 'json' };
import shellAr from '../../../shell/src/messages/ar.json' with { type: 'json' };
import shell from '../../../shell/src/messages/en.json' with { type: 'json' };
import { runLocale } from './locale.ts';

// Every app's and package's catalogue in one: their ids are distinct by area (`discover.*`, `pricing.*`, `ui.*`).
const english = {
  ...shell,
  ...accessibility,
  ...faq,
  ...terms,
  ...discover,
  ...account,
  ...billing,
  ...moderation,
  ...ui,
  ...domain,
  ...plans,
  ...errors,
  ...screens,
  ...standalone,
};
const arabic: Partial<Record<MessageId, string>> = {
  ...shellAr,
  ...accessibilityAr,
  ...faqAr,
  ...termsAr,
  ...discoverAr,
  ...accountAr,
  ...billingAr,
  ...moderationAr,
  ...uiAr,
  ...domainAr,
  ...plansAr,
  ...errorsAr,
  ...screensAr,
  ...standaloneAr,
};

/** The app's name, the same in every language (the landing page's heading): no catalogue has it. */
export const BRAND_NAME = 'Wishlist';

/** An id of a message some screen shows. */
export type MessageId = keyof typeof english;

/** What a message's placeholders take (a tag's content is its text: what a test reads). */
type Values = Record<string, string | number | Date>;

type Messages = Partial<Record<MessageId, MessageFormatElement[]>>;

const parsed = (texts: Partial<Record<MessageId, string>>): Messages =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(text)]));

/** The messages of `locale` as the apps load them: Arabic over English, the pseudo-locale made from English. */
function catalogueOf(locale: Locale): Messages {
  if (locale === 'en-XA') return pseudoCatalogue(parsed(english) as Record<string, MessageFormatElement[]>);
  if (locale === 'ar') return { ...parsed(english), ...parsed(arabic) };
  return parsed(english);
}

const messages = catalogueOf(runLocale);

/** The names of a message's tags (`<b>…</b>`), at any depth. */
function tagsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (isTagElement(element)) return [element.value, ...tagsOf(element.children)];
    if ('options' in element)
      return Object.values(element.options).flatMap((option: { value: MessageFormatElement[] }) =>
        tagsOf(option.value),
      );
    return [];
  });
}

/** The words of message `id` with `values`, in the run's locale, as a screen shows them. */
export function words(id: MessageId, values: Values = {}): string {
  const message = messages[id];
  if (!message) throw new Error(`no message ${id}`);
  const tags = Object.fromEntries(tagsOf(message).map((tag) => [tag, (chunks: string[]) => chunks.join('')]));
  return String(new IntlMessageFormat(message, runLocale).format({ ...tags, ...values }));
}

/** The words inside tag `tag` of message `id` (a link's name in a sentence: `<link>Open the demo mailbox</link>`). */
export function wordsIn(id: MessageId, tag: string, values: Values = {}): string {
  let inside: string | undefined;
  words(id, { ...values, [tag]: (chunks: string[]) => (inside = chunks.join('')) } as unknown as Values);
  if (inside === undefined) throw new Error(`message ${id} has no <${tag}>`);
  return inside;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** What a pattern's placeholders take: text as written, or a pattern of its own (`/29:\d\d/`). */
type PatternValues = Record<string, string | number | RegExp>;

/**
 * A message's elements as a pattern: its words as they are, a value given as written, any other value anything. In a
 * plural's branch, `#` is the value of the plural's argument (`counted`).
 */
function patternOf(elements: MessageFormatElement[], values: PatternValues, counted?: string): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return escaped(element.value);
      if (isTagElement(element)) return patternOf(element.children, values, counted);
      const chosen = isSelectElement(element) ? element.options[String(values[element.value])] : undefined;
      if (chosen) return patternOf(chosen.value, values, counted);
      if (isPluralElement(element) || isSelectElement(element))
        return `(?:${Object.values(element.options)
          .map((option) => patternOf(option.value, values, isPluralElement(element) ? element.value : counted))
          .join('|')})`;
      const name = isPoundElement(element) ? counted : isArgumentElement(element) ? element.value : undefined;
      const value = name === undefined ? undefined : values[name];
      if (value instanceof RegExp) return `(?:${value.source})`;
      if (value !== undefined) return escaped(String(value));
      if (isPoundElement(element) || 'value' in element) return '.+?';
      return '';
    })
    .join('');
}

/**
 * A pattern of message `id` in the run's locale, for words a test cannot know in full (a count, a time, someone's
 * name): the values given are matched as written, the others match anything. `whole` matches the text from its
 * start to its end, `atEnd` its end (a tab's name after its count); else it may be part of a longer text.
 */
export function wordsMatching(
  id: MessageId,
  values: PatternValues = {},
  { whole = false, atEnd = false } = {},
): RegExp {
  const message = messages[id];
  if (!message) throw new Error(`no message ${id}`);
  // A name's spaces as Playwright reads it (runs as one, none at either end); a text may keep one at either end.
  const pattern = patternOf(message, values).replace(/ {2,}/g, ' ').trim();
  return new RegExp(`${whole ? '^\\s*' : ''}${pattern}${whole || atEnd ? '\\s*$' : ''}`);
}
