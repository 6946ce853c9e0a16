import type { Subscription } from '@wishlist/contract/client';
import { Badge, type BadgeTone, Stack, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { FormattedMessage, useBillingFormats } from '../i18n.ts';

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
  const format = useBillingFormats();
  const { dailyLikes, dailyLikeLimit } = subscription;
  return (
    <Facts as="dl" $gap="sm">
      {planName && (
        <Fact>
          <dt>
            <FormattedMessage id="billing.facts.plan" />
          </dt>
          <dd>{planName}</dd>
        </Fact>
      )}
      <Fact>
        <dt>
          <FormattedMessage id="billing.facts.status" />
        </dt>
        <dd>
          <Badge $tone={cancels ? 'neutral' : statusTones[subscription.status]}>
            {cancels ? (
              <FormattedMessage id="billing.facts.cancelsOn" values={{ date: format.date(cancels) }} />
            ) : (
              <FormattedMessage id="billing.facts.statusName" values={{ status: subscription.status }} />
            )}
          </Badge>
        </dd>
      </Fact>
      <Fact>
        <dt>
          <FormattedMessage id="billing.facts.dailyLikes" />
        </dt>
        <dd>
          {dailyLikeLimit === null ? (
            <FormattedMessage id="billing.dailyLikes.unlimited" values={{ used: dailyLikes }} />
          ) : (
            <FormattedMessage id="billing.dailyLikes.limited" values={{ used: dailyLikes, limit: dailyLikeLimit }} />
          )}
        </dd>
      </Fact>
      {subscription.premiumUntil && (
        <Fact>
          <dt>
            <FormattedMessage id="billing.facts.validUntil" />
          </dt>
          <dd>{format.date(subscription.premiumUntil)}</dd>
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
    text-align: end;
  }
`;
