import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import english from './messages/en.json';
export const discoverCatalogue = defineCatalogue(english, () => import('./messages/ar.json'));
export const { useIntl, FormattedMessage } = typedMessages(discoverCatalogue);
