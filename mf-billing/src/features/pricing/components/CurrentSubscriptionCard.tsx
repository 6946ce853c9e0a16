import type { Subscription, SubscriptionPlan } from '@wishlist/contract/client';
import { Card, CardTitle } from '@wishlist/ui';
import { PendingChange } from '../../../components/PendingChange.tsx';
import { SubscriptionFacts } from '../../../components/SubscriptionFacts.tsx';
import { useIntl } from '../../../i18n.ts';
import { planName } from '../../../utils/plan-name.ts';

interface CurrentSubscriptionCardProps {
  subscription: Subscription;
  plans: SubscriptionPlan[] | undefined;
  userId: string;
}

/**
 * The signed-in user's plan, status, today's likes and paid-until date (spec §2 'Current Subscription'), and a
 * cancel or downgrade waiting for the period's end, which can be withdrawn here.
 */
export function CurrentSubscriptionCard({ subscription, plans, userId }: CurrentSubscriptionCardProps) {
  const title = useIntl().formatMessage({ id: 'pricing.current.title' });
  return (
    <Card aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <SubscriptionFacts subscription={subscription} planName={planName(subscription.tier, plans)} />
      <PendingChange subscription={subscription} plans={plans} userId={userId} />
    </Card>
  );
}
