import { CHOOSABLE_LANGUAGES, type Locale, languageCookieValue } from '@wishlist/app-runtime/locale';
import { Select } from '@wishlist/ui';
import { useIntl } from '../../../i18n.ts';
import { Section } from './Section.tsx';

/** Chooses the language on this device: the cookie the edge and every app read, then the page again in it. */
function chooseLanguage(locale: Locale) {
  document.cookie = languageCookieValue(locale);
  window.location.reload();
}

/**
 * The own profile's Language select (English, العربية), each language named in itself. The page shown in the
 * pseudo-locale (reachable by the cookie only) reads as English here.
 */
export function LanguageSection() {
  const intl = useIntl();
  const shown = CHOOSABLE_LANGUAGES.some(({ locale }) => locale === intl.locale) ? intl.locale : 'en';
  return (
    <Section title={intl.formatMessage({ id: 'profile.language.title' })}>
      <Select
        label={intl.formatMessage({ id: 'profile.language.label' })}
        hint={intl.formatMessage({ id: 'profile.language.hint' })}
        value={shown}
        onChange={(event) => chooseLanguage(event.target.value as Locale)}
      >
        {CHOOSABLE_LANGUAGES.map(({ locale, name }) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </Select>
    </Section>
  );
}
