// The account remote's catalogue (messages/<locale>.json) and the react-intl hooks typed by its English ids.
import { defineCatalogue, typedMessages } from '@wishlist/app-runtime/i18n';
import english from './messages/en.json';

export const accountCatalogue = defineCatalogue(english, () => import('./messages/ar.json'));

export const { useIntl, FormattedMessage } = typedMessages(accountCatalogue);
