// A package's own words (the design system's Close, Dismiss, Back...) in its catalogue (messages/<locale>.json).
// An app shows them in its language by including the package's messages in its catalogue (`withPackageMessages` in
// its src/i18n.ts): they load with the app's, per language. Where no catalogue around has them (a unit test, an app
// that does not include them yet) they read in English. The design system cannot use @wishlist/app-runtime (which
// uses it), so this is plain react-intl.
import { type ReactNode, useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import english from './messages/en.json';

type Texts = Record<string, string>;
type ArabicLoader<English extends Texts> = () => Promise<{ default: Partial<Record<keyof English, string>> }>;
/** What a rich message's placeholders take: text, numbers, elements (a `<bdi>` around a name) or a tag's renderer. */
type RichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** One type with the ids of every type of a union (every package's). */
type AllOf<Union> = (Union extends unknown ? (all: Union) => void : never) extends (all: infer Every) => void
  ? Every
  : never;

/** A package's catalogue: its English (en.json) and how to load its Arabic (ar.json). */
export interface PackageMessages<English extends Texts> {
  english: English;
  arabic: ArabicLoader<English>;
}

/**
 * A package's messages, and its hook: `useText()` gives `text(id, values)`, the message in the language of the
 * catalogue around (the app's, when it includes this package's), else in English. A misspelt id fails typecheck.
 */
export function definePackageMessages<English extends Texts>(english: English, arabic: ArabicLoader<English>) {
  const inEnglish = createIntl({ locale: 'en', messages: english });
  type Id = keyof English & string;
  function useText() {
    const around = useContext(IntlContext) as IntlShape | null;
    const intl = (id: Id) => (around && around.messages[id] !== undefined ? around : inEnglish);
    return {
      locale: around?.locale ?? inEnglish.locale,
      text: (id: Id, values?: Record<string, string | number>) => intl(id).formatMessage({ id }, values),
      /** A message with elements among its values (a name in `<bdi>`, a tag's renderer). */
      rich: (id: Id, values: RichValues): ReactNode =>
        (intl(id).formatMessage as (descriptor: { id: string }, values: RichValues) => ReactNode)({ id }, values),
    };
  }
  const messages: PackageMessages<English> = { english, arabic };
  return { messages, useText };
}

/**
 * An app's catalogue sources with the packages' messages it shows included: pass the result to `defineCatalogue`.
 * The app's own ids win a clash (there should be none: ids are namespaced by area).
 */
export function withPackageMessages<English extends Texts, Packages extends PackageMessages<Texts>[]>(
  packages: [...Packages],
  english: English,
  arabic: ArabicLoader<English>,
) {
  return {
    english: Object.assign({}, ...packages.map((p) => p.english), english) as English &
      AllOf<Packages[number]['english']>,
    arabic: async () => {
      const loaded = await Promise.all([...packages.map((p) => p.arabic()), arabic()]);
      return { default: Object.assign({}, ...loaded.map((m) => m.default)) as Partial<Record<string, string>> };
    },
  };
}

export const { messages: uiMessages, useText } = definePackageMessages(english, () => import('./messages/ar.json'));
