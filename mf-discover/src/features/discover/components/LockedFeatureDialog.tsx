import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { type PlanAmount, amountsByPlan, sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { UpgradeDialog } from '@wishlist/ui';
import { type DiscoverIntl, useIntl } from '../../../i18n.ts';

type PlanWords = ReturnType<typeof usePlanWords>;

/**
 * The locked features a tap on Discover can meet, with their upgrade prompts: which plans have each, and how much,
 * are the plans answer's.
 */
const upgrades = {
  superLike: {
    limit: 'superLikesPerDay',
    title: 'discover.locked.superLike.title',
    text: 'discover.locked.superLike.text',
    firstAmount: 'discover.locked.superLike.first',
  },
  boost: {
    limit: 'boostsPerMonth',
    title: 'discover.locked.boost.title',
    text: 'discover.locked.boost.text',
    firstAmount: 'discover.locked.boost.first',
  },
} as const;

export type LockedFeature = keyof typeof upgrades;

/**
 * Which plans have some of a limit and how much, as a sentence: "Premium has 1 boost a month, Gold 5." (the first
 * amount with its unit, `firstAmount`). Empty when no plan has any.
 */
function amountsText(intl: DiscoverIntl, planWords: PlanWords, amounts: PlanAmount[], firstAmount: FirstAmountId) {
  const parts = amounts.map(({ plan, amount }, at) => {
    const values = { plan: planWords.name(plan), amount };
    if (at === 0)
      return intl.formatMessage({ id: amount === null ? 'discover.locked.firstUnlimited' : firstAmount }, values);
    return intl.formatMessage(
      { id: amount === null ? 'discover.locked.nextUnlimited' : 'discover.locked.next' },
      values,
    );
  });
  if (parts.length === 0) return '';
  return intl.formatMessage(
    { id: 'discover.locked.amounts' },
    { amounts: intl.formatList(parts, { type: 'unit', style: 'short' }) },
  );
}

type FirstAmountId = (typeof upgrades)[LockedFeature]['firstAmount'];

/** The upgrade prompt of a locked feature (null: closed). */
export function LockedFeatureDialog({ locked, onClose }: { locked: LockedFeature | null; onClose: () => void }) {
  const plans = usePlans().data;
  const intl = useIntl();
  const planWords = usePlanWords();
  const prompt = locked && upgrades[locked];
  const sellers = prompt ? sellersOf(plans, prompt.limit) : [];
  const amounts = prompt
    ? amountsText(intl, planWords, amountsByPlan(plans ?? [], prompt.limit), prompt.firstAmount)
    : '';
  return (
    <UpgradeDialog
      title={prompt ? intl.formatMessage({ id: prompt.title }, { plans: planWords.names(sellers) }) : null}
      text={prompt ? intl.formatMessage({ id: prompt.text }, { amounts }).trim() : undefined}
      plan={planWords.cheapest(sellers)}
      onClose={onClose}
    />
  );
}
