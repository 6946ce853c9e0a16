// The plans' words (messages/plans.<locale>.json, ids `plans.*`): a plan's name by its id and a card's lines by
// their codes (@wishlist/shared-data/plans), so the names and features the plans answer gives in English read in
// the page's language. An app that shows plans includes `planMessages` in its catalogue (`withPackageMessages`).
import type { Tier } from '@wishlist/contract/client/types.gen.ts';
import type { PlanLine } from '@wishlist/shared-data/plans';
import { definePackageMessages } from '@wishlist/ui/i18n';
import english from './messages/plans.en.json';

const catalogue = definePackageMessages(english, () => import('./messages/plans.ar.json'));
export const planMessages = catalogue.messages;

/** The plans' names and lines in the language of the catalogue around. */
export function usePlanWords() {
  const { text, locale } = catalogue.useText();
  const name = (plan: Tier) => text(`plans.name.${plan}`);
  return {
    /** "Premium". */
    name,
    /** "Premium and Gold" for the plans that sell a feature; "a paid plan" until the plans answer is there. */
    names: (plans: Tier[]) =>
      plans.length === 0
        ? text('plans.aPaidPlan')
        : new Intl.ListFormat(locale, { type: 'conjunction' }).format(plans.map(name)),
    /** The plan an "Upgrade to …" names: the cheapest of `plans` ("a paid plan" as above). */
    cheapest: ([first]: Tier[]) => (first === undefined ? text('plans.aPaidPlan') : name(first)),
    /** "100 likes per day". */
    line: (line: PlanLine) => text(`plans.line.${line.code}`, 'count' in line ? { count: line.count } : undefined),
  };
}
