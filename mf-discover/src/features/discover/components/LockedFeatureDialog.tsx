import type { SubscriptionPlan } from '@wishlist/contract/client/types.gen.ts';
import { type PlanFeature, amountsByPlan, sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { UpgradeDialog } from '@wishlist/ui';
import { useIntl } from '../../../i18n.ts';

type DiscoverIntl = ReturnType<typeof useIntl>;

/**
 * The locked features a tap on Discover can meet, with their upgrade prompts: which plans have each, and how much,
 * are the plans answer's.
 */
const upgrades = {
  superLike: {
    feature: 'superLikesPerDay',
    title: (intl: DiscoverIntl, plans: string) =>
      intl.formatMessage({ id: 'discover.locked.superLike.title' }, { plans }),
    text: (intl: DiscoverIntl, plans: SubscriptionPlan[]) =>
      intl.formatMessage(
        { id: 'discover.locked.superLike.text' },
        {
          amounts: amountsByPlan(plans, 'superLikesPerDay', () =>
            intl.formatMessage({ id: 'discover.locked.superLike.unit' }),
          ),
        },
      ),
  },
  boost: {
    feature: 'boostsPerMonth',
    title: (intl: DiscoverIntl, plans: string) => intl.formatMessage({ id: 'discover.locked.boost.title' }, { plans }),
    text: (intl: DiscoverIntl, plans: SubscriptionPlan[]) =>
      intl.formatMessage(
        { id: 'discover.locked.boost.text' },
        {
          amounts: amountsByPlan(plans, 'boostsPerMonth', (amount) =>
            intl.formatMessage({ id: 'discover.locked.boost.unit' }, { amount }),
          ),
        },
      ),
  },
} satisfies Record<string, { feature: PlanFeature; title: unknown; text: unknown }>;

export type LockedFeature = keyof typeof upgrades;

/** The upgrade prompt of a locked feature (null: closed). */
export function LockedFeatureDialog({ locked, onClose }: { locked: LockedFeature | null; onClose: () => void }) {
  const plans = usePlans().data;
  const intl = useIntl();
  const prompt = locked && upgrades[locked];
  const sellers = prompt && sellersOf(plans, prompt.feature);
  return (
    <UpgradeDialog
      title={prompt && sellers ? prompt.title(intl, sellers.names) : null}
      text={prompt?.text(intl, plans ?? []).trim()}
      plan={sellers?.cheapest ?? ''}
      onClose={onClose}
    />
  );
}
