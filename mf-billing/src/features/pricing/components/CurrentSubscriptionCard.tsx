import type { Subscription } from '@wishlist/contract/client';
import { Card, CardTitle, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { SubscriptionFacts } from '../../../components/SubscriptionFacts.tsx';
import { formatDate } from '../../../utils/format-date.ts';

/** The signed-in user's plan, status, today's likes and paid-until date (spec §2 'Current Subscription'). */
export function CurrentSubscriptionCard({ subscription, planName }: { subscription: Subscription; planName: string }) {
  return (
    <Card aria-label="Current Subscription">
      <CardTitle>Current Subscription</CardTitle>
      <SubscriptionFacts subscription={subscription} planName={planName} />
      {subscription.cancelAtPeriodEnd && subscription.premiumUntil && (
        <Note>
          Canceled: you keep {planName} until {formatDate(subscription.premiumUntil)}.
        </Note>
      )}
    </Card>
  );
}

const Note = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
`;
