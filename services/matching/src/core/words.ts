import { wordings, type Language, type Wording } from '@wishlist/service-kit';
import ar from '../i18n/ar.json' with { type: 'json' };
import en from '../i18n/en.json' with { type: 'json' };

export type MatchingMessageId = keyof typeof en;

/** Matching's words for people (pushes, the digest's unsubscribe pages) in each language (src/i18n/<language>.json). */
export type MatchingWording = Wording<MatchingMessageId>;

export const matchingWording: (language: Language | null | undefined) => MatchingWording = wordings<MatchingMessageId>({
  en,
  ar,
});
