// The shell's catalogue (messages/<locale>.json) and the react-intl hooks typed by its English ids: every component of
// the shell imports useIntl and FormattedMessage from here, so a misspelt id fails typecheck. `formatMessage` is for
// text built outside a component (a toast's words in a callback): the page's language.
import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import { pageLocale, textDirection } from '@wishlist/app-runtime/locale';
import { screenTitleMessages } from '@wishlist/app-runtime/screen-titles';
import { domainMessages } from '@wishlist/domain-ui/i18n';
import { uiMessages, withPackageMessages } from '@wishlist/ui/i18n';
import english from './messages/en.json';

// With the shared packages' words it shows (the design system's, the domain fields', the screens' titles), in the
// same language.
const { english: shown, arabic } = withPackageMessages(
  [uiMessages, domainMessages, screenTitleMessages],
  english,
  () => import('./messages/ar.json'),
);

export const shellCatalogue = defineCatalogue(shown, arabic);

/**
 * The catalogue of a screen with long texts only it reads (the FAQ, the Terms, the accessibility statement), in its
 * feature's messages/<locale>.json: it loads with the screen's code instead of with every page. It holds the shell's
 * messages too, so the layout's and the design system's words inside the screen read it as well.
 */
export function screenCatalogue<Own extends Record<string, string>>(
  own: Own,
  ownArabic: () => Promise<{ default: Partial<Record<keyof Own, string>> }>,
) {
  return defineCatalogue({ ...shown, ...own }, async () => {
    const [shell, screen] = await Promise.all([arabic(), ownArabic()]);
    return { default: { ...shell.default, ...screen.default } };
  });
}

export const { useIntl, FormattedMessage, formatMessage } = typedMessages(shellCatalogue);

/**
 * A name or other user-written text inside a sentence that is plain text (a toast's title), isolated in its own
 * direction as `<bdi>` does in markup (Unicode's first-strong isolate and its pop) on a right-to-left page. A
 * left-to-right page keeps the plain text: the spec's English words, which its tests read exactly.
 */
export const isolated = (text: string) => (textDirection(pageLocale()) === 'rtl' ? `\u2068${text}\u2069` : text);

/** An id of the shell's catalogue. */
export type ShellMessageId = keyof typeof english;
