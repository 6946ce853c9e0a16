// The accessibility statement's own words (messages/<locale>.json), loaded with its screen: long texts no other page
// reads.
import { typedMessages } from '@wishlist/app-runtime/i18n';
import { screenCatalogue } from '../../i18n.ts';
import english from './messages/en.json';

export const statementCatalogue = screenCatalogue(english, () => import('./messages/ar.json'));

export const { useIntl, FormattedMessage } = typedMessages(statementCatalogue);

/** An id of the statement's catalogue. */
export type StatementMessageId = keyof typeof english;
