// The FAQ's own words (messages/<locale>.json), loaded with its screen: the longest texts of the shell, which no
// other page reads.
import { typedMessages } from '@wishlist/app-runtime/i18n';
import { screenCatalogue } from '../../i18n.ts';
import english from './messages/en.json';

export const faqCatalogue = screenCatalogue(english, () => import('./messages/ar.json'));

export const { useIntl, FormattedMessage } = typedMessages(faqCatalogue);

/** An id of the FAQ's catalogue. */
export type FaqMessageId = keyof typeof english;
