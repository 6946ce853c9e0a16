// The rules of the Terms that moderation decisions cite (the contract's TermsRule): the Terms page lists them, each
// under its name as an anchor (/terms#respect), and a statement of reasons names one.
import type { TermsRule } from '@wishlist/contract/client/types.gen.ts';

export const TERMS_RULES: Record<TermsRule, { title: string; text: string }> = {
  'adults-only': { title: 'Adults only', text: 'Members are 18 or older, and say their true birth date.' },
  respect: { title: 'Respect', text: 'No harassment, threats or hate, and no contact with people who said no.' },
  photos: { title: 'Photos', text: 'No sexually explicit photos, and only photos that are yours to share.' },
  'real-people': { title: 'Real people', text: 'You are who your profile says; no impersonation, one account each.' },
  'no-spam': { title: 'No spam or scams', text: 'No advertising, links for money, or asking members for money.' },
  community: {
    title: 'Community standards',
    text: 'Nothing unlawful or misleading, and nothing that endangers others.',
  },
};

/** The rules in the order the Terms page lists them. */
export const termsRules = Object.entries(TERMS_RULES).map(([name, rule]) => ({ name: name as TermsRule, ...rule }));
