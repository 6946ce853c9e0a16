// The runtime every app's screens are written in (docs/architecture.md, "Languages"): react-intl, with each app's
// own catalogue (<app>/src/messages/<locale>.json) in the page's locale. English is bundled with the app; another
// language's catalogue is a dynamic import, loaded before the app's screens render or hydrate, so a page loads only
// the catalogues of what it shows, in the language it shows them in.
import { type ComponentProps, type ReactNode, use, useContext } from 'react';
import {
  createIntl,
  type FormattedMessage as IntlMessage,
  IntlContext,
  IntlProvider,
  type IntlShape,
} from 'react-intl';
import { type CompiledMessages, compiled } from './compiled-catalogue.ts';
import { DEFAULT_LOCALE, type Locale, isLocale, pageLocale } from './locale.ts';

/** A catalogue as react-intl takes it: messages compiled to ASTs at build time (./compiled-catalogue.ts). */
type Messages = Record<string, string> | CompiledMessages;

/** An app's messages: English bundled, each other language loaded on demand. */
export interface Catalogue<English extends Record<string, string>> {
  english: English;
  /** Loads the messages of `locale` (cached): resolved at once for English. */
  load(locale: Locale): Promise<Messages>;
  /** The messages of `locale` once loaded, else undefined. */
  loaded(locale: Locale): Messages | undefined;
  /**
   * Its MessagesProvider, for whoever must not import react-intl itself (exposeScreen: a remote with no catalogue
   * yet loads none of it).
   */
  Provider: (props: { children: ReactNode }) => ReactNode;
}

/**
 * An app's catalogue: `english` is its en.json, `arabic` imports its ar.json. The pseudo-locale is made from English
 * (./pseudo-locale.ts). A message missing from a translation shows in English (and the catalogue tests fail).
 */
export function defineCatalogue<English extends Record<string, string>>(
  english: English,
  arabic: () => Promise<{ default: Partial<Record<keyof English, string>> }>,
): Catalogue<English> {
  const loads = new Map<Locale, Promise<Messages>>();
  const done = new Map<Locale, Messages>();
  const fetchers: Record<Locale, () => Promise<Messages>> = {
    en: async () => english,
    ar: async () => ({ ...english, ...(await arabic()).default }),
    'en-XA': async () => (await import('./pseudo-locale.ts')).pseudoCatalogue(compiled(english)),
  };
  done.set('en', english);
  const catalogue: Catalogue<English> = {
    english,
    load(locale) {
      let load = loads.get(locale);
      if (!load) {
        load = fetchers[locale]().then((messages) => {
          done.set(locale, messages);
          return messages;
        });
        loads.set(locale, load);
      }
      return load;
    },
    loaded: (locale) => done.get(locale),
    Provider: ({ children }) => <MessagesProvider catalogue={catalogue}>{children}</MessagesProvider>,
  };
  return catalogue;
}

/** The locale of the provider around this one (the server's render sets one), else the page's. */
function useOuterLocale(): Locale {
  const outer = useContext(IntlContext) as IntlShape | null;
  return isLocale(outer?.locale) ? outer.locale : pageLocale();
}

/** Errors react-intl reports: a missing message is a bug the catalogue tests catch; the console is the tests' too. */
function reportIntlError(error: Error): void {
  if (import.meta.env?.DEV) console.warn(error.message);
}

/**
 * Puts an app's catalogue around its screens, in the locale of the page (or of the provider around it: the server's
 * render gives the visitor's). Suspends while a catalogue not loaded yet loads: during hydration React keeps the
 * server's markup meanwhile. The server's render loads it first (`ExposedScreen.loadMessages`).
 */
export function MessagesProvider<English extends Record<string, string>>({
  catalogue,
  locale,
  children,
}: {
  catalogue: Catalogue<English>;
  /** The locale to show, when this is the outermost provider (the server's render); else the page's. */
  locale?: Locale;
  children: ReactNode;
}) {
  const outer = useOuterLocale();
  const shown = locale ?? outer;
  const messages = catalogue.loaded(shown) ?? use(catalogue.load(shown));
  return (
    <IntlProvider locale={shown} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/**
 * The locale of the screens inside, for a render that has no page to read it from (the server's): each app's
 * MessagesProvider inside takes it, with its own catalogue.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={{}} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** The values a message takes: text, numbers, dates, or elements (a `<bdi>` around a name, a tag's renderer). */
type Values = ComponentProps<typeof IntlMessage>['values'];

/** The values of a message formatted to a string. */
type TextValues = Record<string, string | number | Date | null | undefined>;

/**
 * react-intl's `useIntl` and `FormattedMessage`, with the ids of the app's English catalogue: a misspelt id fails
 * typecheck. An app's src/i18n.ts is `export const { useIntl, FormattedMessage } = typedMessages(catalogue)`.
 * Outside any provider (a unit test rendering one component) they use the page's locale in the catalogue loaded for
 * it, English until it is; so does `formatMessage`, for code outside components (a toast built in a callback).
 */
export function typedMessages<English extends Record<string, string>>(catalogue: Catalogue<English>) {
  type Id = keyof English & string;
  type TypedIntl = Omit<IntlShape, 'formatMessage'> & {
    formatMessage(descriptor: { id: Id }, values?: TextValues): string;
  };
  const intls = new Map<Messages, IntlShape>();
  const pageIntl = (): IntlShape => {
    const locale = pageLocale();
    const messages = catalogue.loaded(locale) ?? catalogue.english;
    let intl = intls.get(messages);
    if (!intl) {
      intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages, onError: reportIntlError });
      intls.set(messages, intl);
    }
    return intl;
  };
  const useIntl = () => ((useContext(IntlContext) as IntlShape | null) ?? pageIntl()) as TypedIntl;
  function FormattedMessage({ id, values }: { id: Id; values?: Values }): ReactNode {
    return <>{useIntl().formatMessage({ id }, values as TextValues)}</>;
  }
  return {
    useIntl,
    FormattedMessage,
    formatMessage: (id: Id, values?: TextValues): string => pageIntl().formatMessage({ id }, values),
  };
}
