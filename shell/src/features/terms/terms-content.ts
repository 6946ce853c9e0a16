// The Terms & Conditions in the 13 sections of spec §2. Eligibility (18+) and the 30 days' notice of material
// changes come from spec §5 and §9. The words are in the screen's own catalogue, messages/<locale>.json
// (`terms.<section>.title`, `.p1`…).
import type { TermsMessageId } from './i18n.ts';

export interface TermsSection {
  title: TermsMessageId;
  paragraphs: TermsMessageId[];
}

/** The day of the last change (a date in UTC, shown in the page's language). */
export const TERMS_LAST_UPDATED = '2025-01-01';

export const termsSections: TermsSection[] = [
  { title: 'terms.acceptance.title', paragraphs: ['terms.acceptance.p1'] },
  { title: 'terms.eligibility.title', paragraphs: ['terms.eligibility.p1'] },
  { title: 'terms.account.title', paragraphs: ['terms.account.p1', 'terms.account.p2'] },
  { title: 'terms.content.title', paragraphs: ['terms.content.p1', 'terms.content.p2'] },
  { title: 'terms.privacy.title', paragraphs: ['terms.privacy.p1'] },
  { title: 'terms.payments.title', paragraphs: ['terms.payments.p1', 'terms.payments.p2'] },
  { title: 'terms.property.title', paragraphs: ['terms.property.p1'] },
  { title: 'terms.termination.title', paragraphs: ['terms.termination.p1'] },
  { title: 'terms.disclaimer.title', paragraphs: ['terms.disclaimer.p1'] },
  { title: 'terms.liability.title', paragraphs: ['terms.liability.p1'] },
  { title: 'terms.law.title', paragraphs: ['terms.law.p1'] },
  { title: 'terms.changes.title', paragraphs: ['terms.changes.p1'] },
  { title: 'terms.contact.title', paragraphs: ['terms.contact.p1'] },
];
