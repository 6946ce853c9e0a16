// Billing's catalogue (messages/<locale>.json) and the react-intl hooks typed by its English ids: every component of
// this remote imports useIntl and FormattedMessage from here, so a misspelt id fails typecheck.
import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import type { Locale } from '@wishlist/app-runtime/locale';
import { planMessages } from '@wishlist/domain-ui/plan-words';
import { uiMessages, withPackageMessages } from '@wishlist/ui/i18n';
import english from './messages/en.json';
import { formatDate } from './utils/format-date.ts';
import { formatCharge, formatPrice } from './utils/format-price.ts';

// With the shared packages' words it shows (the design system's, the plans'), in the same language.
const { english: shown, arabic } = withPackageMessages(
  [uiMessages, planMessages],
  english,
  () => import('./messages/ar.json'),
);

export const billingCatalogue = defineCatalogue(shown, arabic);

export const { useIntl, FormattedMessage } = typedMessages(billingCatalogue);

/** Prices and dates in the locale shown. */
export function useBillingFormats() {
  const locale = useIntl().locale as Locale;
  return {
    price: (dollars: number) => formatPrice(dollars, locale),
    charge: (dollars: number) => formatCharge(dollars, locale),
    date: (isoDateTime: string) => formatDate(isoDateTime, locale),
  };
}
