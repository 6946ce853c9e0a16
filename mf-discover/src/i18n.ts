// Discover's catalogue (messages/<locale>.json) and the react-intl hooks typed by its English ids: every component of
// this remote imports useIntl and FormattedMessage from here, so a misspelt id fails typecheck.
import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import english from './messages/en.json';

export const discoverCatalogue = defineCatalogue(english, () => import('./messages/ar.json'));

export const { useIntl, FormattedMessage } = typedMessages(discoverCatalogue);
