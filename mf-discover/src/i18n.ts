import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import { domainMessages } from '@wishlist/domain-ui/i18n';
import { planMessages } from '@wishlist/domain-ui/plan-words';
import { uiMessages, withPackageMessages } from '@wishlist/ui/i18n';
import english from './messages/en.json';
// With the shared packages' words it shows (the design system's, the domain fields', the plans'), in the same language.
const { english: shown, arabic } = withPackageMessages(
  [uiMessages, domainMessages, planMessages],
  english,
  () => import('./messages/ar.json'),
);

export const discoverCatalogue = defineCatalogue(shown, arabic);
export const { useIntl, FormattedMessage, formatMessage } = typedMessages(discoverCatalogue);

/** What useIntl gives, for a plain function of lib/ that words something for a component. */
export type DiscoverIntl = ReturnType<typeof useIntl>;
