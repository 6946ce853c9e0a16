import type { SubscriptionPlan } from '@wishlist/contract/client/types.gen.ts';
import { type PlanFeature, amountsByPlan, sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { UpgradeDialog } from '@wishlist/ui';

/**
 * The locked features a tap on Discover can meet, with their upgrade prompts: which plans have each, and how much,
 * are the plans answer's.
 */
const upgrades = {
  superLike: {
    feature: 'superLikesPerDay',
    title: (plans: string) => `Super likes come with ${plans}`,
    text: (plans: SubscriptionPlan[]) =>
      `Stand out: they see a star on your card, and you come first in their deck. ${amountsByPlan(plans, 'superLikesPerDay', () => 'a day')}`,
  },
  boost: {
    feature: 'boostsPerMonth',
    title: (plans: string) => `Boosts come with ${plans}`,
    text: (plans: SubscriptionPlan[]) =>
      `Be one of the first people others see for 30 minutes. ${amountsByPlan(plans, 'boostsPerMonth', (n) => (n === 1 ? 'boost a month' : 'boosts a month'))}`,
  },
} satisfies Record<string, { feature: PlanFeature; title: unknown; text: unknown }>;

export type LockedFeature = keyof typeof upgrades;

/** The upgrade prompt of a locked feature (null: closed). */
export function LockedFeatureDialog({ locked, onClose }: { locked: LockedFeature | null; onClose: () => void }) {
  const plans = usePlans().data;
  const prompt = locked && upgrades[locked];
  const sellers = prompt && sellersOf(plans, prompt.feature);
  return (
    <UpgradeDialog
      title={prompt && sellers ? prompt.title(sellers.names) : null}
      text={prompt?.text(plans ?? []).trim()}
      plan={sellers?.cheapest ?? ''}
      onClose={onClose}
    />
  );
}
