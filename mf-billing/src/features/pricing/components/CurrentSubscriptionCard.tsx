import type { Subscription } from '@wishlist/contract/client';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { Card, CardTitle } from '@wishlist/ui';
import { PendingChange } from '../../../components/PendingChange.tsx';
import { SubscriptionFacts } from '../../../components/SubscriptionFacts.tsx';
import { useIntl } from '../../../i18n.ts';

interface CurrentSubscriptionCardProps {
  subscription: Subscription;
  userId: string;
}

/**
 * The signed-in user's plan, status, today's likes and paid-until date (spec §2 'Current Subscription'), and a
 * cancel or downgrade waiting for the period's end, which can be withdrawn here.
 */
export function CurrentSubscriptionCard({ subscription, userId }: CurrentSubscriptionCardProps) {
  const planWords = usePlanWords();
  const title = useIntl().formatMessage({ id: 'pricing.current.title' });
  return (
    <Card aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <SubscriptionFacts subscription={subscription} planName={planWords.name(subscription.tier)} />
      <PendingChange subscription={subscription} userId={userId} />
    </Card>
  );
}
