import type { ContactCategory } from '@wishlist/contract/client/types.gen.ts';

/** The contract's categories (spec §3) as a visitor reads them. */
export const categoryLabels: Record<ContactCategory, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  billing: 'Billing Question',
  safety: 'Safety Concern',
  feedback: 'Feedback',
  bug: 'Bug Report',
};

/** Response targets of spec §2 and §9, in hours. */
export const responseTimes = [
  { category: 'general', label: 'General inquiries', hours: 24 },
  { category: 'technical', label: 'Technical support', hours: 12 },
  { category: 'billing', label: 'Billing questions', hours: 6 },
  { category: 'safety', label: 'Safety concerns', hours: 2 },
] as const satisfies readonly { category: ContactCategory; label: string; hours: number }[];

export function isContactCategory(value: string): value is ContactCategory {
  return Object.hasOwn(categoryLabels, value);
}
