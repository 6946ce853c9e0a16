import { inPageLocale, type Locale } from '@wishlist/app-runtime/locale';
import { pseudoText } from '@wishlist/app-runtime/pseudo-locale';
import { languageNamed, wordings } from '@wishlist/service-kit';
import ar from './i18n/ar.json' with { type: 'json' };
import en from './i18n/en.json' with { type: 'json' };

/** The words of the shell's page itself (its title and description), which no app renders (src/i18n/<language>.json). */
const pageWording = wordings<keyof typeof en>({ en, ar });

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A page of the shell's build (written in English) in `locale`: `<html lang dir>`, and its title and description in
 * that language, as a browser's tab, a search result and a shared link show them before any app starts (the app
 * then titles each screen). The pseudo-locale's are English's made pseudo, as the apps make their catalogues.
 */
export function inPageLanguage(page: string, locale: Locale): string {
  const words = pageWording(languageNamed(locale));
  const text = (id: keyof typeof en) => {
    const written = words.t(id);
    return escapeHtml(locale === 'en-XA' ? pseudoText(written) : written);
  };
  return inPageLocale(page, locale)
    .replace(/<title>[^<]*<\/title>/, `<title>${text('page.title')}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${text('page.description')}${after}`,
    );
}
