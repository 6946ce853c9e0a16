// The Terms' own words (messages/<locale>.json), loaded with their screen: long texts no other page reads.
import { typedMessages } from '@wishlist/app-runtime/i18n';
import { screenCatalogue } from '../../i18n.ts';
import english from './messages/en.json';

export const termsCatalogue = screenCatalogue(english, () => import('./messages/ar.json'));

export const { useIntl, FormattedMessage } = typedMessages(termsCatalogue);

/** An id of the Terms' catalogue. */
export type TermsMessageId = keyof typeof english;
