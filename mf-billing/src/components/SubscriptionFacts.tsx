import type { Subscription } from '@wishlist/contract/client';
import { dailyLikesText } from '@wishlist/shared-data/daily-likes';
import { Badge, type BadgeTone, Stack, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { formatDate } from '../utils/format-date.ts';

const statusTones: Record<Subscription['status'], BadgeTone> = {
  active: 'success',
  incomplete: 'neutral',
  past_due: 'danger',
  unpaid: 'danger',
  canceled: 'neutral',
};

interface SubscriptionFactsProps {
  subscription: Subscription;
  /** The plan's display name ('Premium'), as a first row; left out where a heading already names the plan. */
  planName?: string;
}

/** Plan, status, today's likes and the paid-until date: the facts Pricing and Subscription both show. */
export function SubscriptionFacts({ subscription, planName }: SubscriptionFactsProps) {
  // A canceled plan is still active until it ends; what the person needs to read is when it ends.
  const cancels = subscription.cancelAtPeriodEnd && subscription.status === 'active' ? subscription.premiumUntil : null;
  return (
    <Facts as="dl" $gap="sm">
      {planName && (
        <Fact>
          <dt>Plan</dt>
          <dd>{planName}</dd>
        </Fact>
      )}
      <Fact>
        <dt>Status</dt>
        <dd>
          <Badge $tone={cancels ? 'neutral' : statusTones[subscription.status]}>
            {cancels ? `Cancels on ${formatDate(cancels)}` : subscription.status.replace('_', ' ')}
          </Badge>
        </dd>
      </Fact>
      <Fact>
        <dt>Daily likes used</dt>
        <dd>{dailyLikesText(subscription)}</dd>
      </Fact>
      {subscription.premiumUntil && (
        <Fact>
          <dt>Valid until</dt>
          <dd>{formatDate(subscription.premiumUntil)}</dd>
        </Fact>
      )}
    </Facts>
  );
}

const Facts = styled(Stack)`
  margin: 0;
`;
const Fact = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  font-size: ${theme.size.sm};
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;
