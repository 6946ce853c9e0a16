// The rules of the Terms that moderation decisions cite (the contract's TermsRule): the Terms page lists them, each
// under its name as an anchor (/terms#respect), and a statement of reasons names one (its title: `ruleTitle`).
import type { TermsRule } from '@wishlist/contract/client/types.gen.ts';
import type { DomainMessageId } from './i18n.ts';

/** The rules in the order the Terms page lists them. */
export const termsRules: { name: TermsRule }[] = [
  { name: 'adults-only' },
  { name: 'respect' },
  { name: 'photos' },
  { name: 'real-people' },
  { name: 'no-spam' },
  { name: 'community' },
];

/** The catalogue's words for a rule's title ("Respect"). */
export const ruleTitle = (rule: TermsRule): DomainMessageId => `domain.terms.${rule}`;
