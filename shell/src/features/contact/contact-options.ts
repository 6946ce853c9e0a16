import type { ContactCategory } from '@wishlist/contract/client/types.gen.ts';

/** The contract's categories (spec §3), in the order the form offers them: `contact.category.<category>` names each. */
export const contactCategories = [
  'general',
  'technical',
  'billing',
  'safety',
  'feedback',
  'bug',
] as const satisfies readonly ContactCategory[];

/** Response targets of spec §2 and §9, in hours: `contact.times.<category>` names each. */
export const responseTimes = [
  { category: 'general', hours: 24 },
  { category: 'technical', hours: 12 },
  { category: 'billing', hours: 6 },
  { category: 'safety', hours: 2 },
] as const satisfies readonly { category: ContactCategory; hours: number }[];

export function isContactCategory(value: string): value is ContactCategory {
  return (contactCategories as readonly string[]).includes(value);
}
