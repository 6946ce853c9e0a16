import type { Intention } from '@wishlist/contract/client';

/** What a person is looking for, in the words the app shows (issue 46), in the order it offers them. */
export const INTENTIONS: { value: Intention; label: string }[] = [
  { value: 'long_term', label: 'Long-term partner' },
  { value: 'long_term_open_to_short', label: 'Long-term, open to short' },
  { value: 'short_term', label: 'Short-term fun' },
  { value: 'friends', label: 'New friends' },
  { value: 'not_sure', label: 'Still figuring it out' },
];

/** "Long-term partner" for `long_term`. */
export const intentionText = (intention: Intention): string =>
  INTENTIONS.find((option) => option.value === intention)?.label ?? intention;
