import type { Intention } from '@wishlist/contract/client';
import type { DomainMessageId } from './i18n.ts';

/** What a person may be looking for (issue 46), in the order the app offers them. */
export const INTENTIONS: Intention[] = ['long_term', 'long_term_open_to_short', 'short_term', 'friends', 'not_sure'];

/** The catalogue's words for an intention ("Long-term partner" for `long_term`). */
export const intentionMessage = (intention: Intention): DomainMessageId => `domain.intention.${intention}`;
