import { dailyLikesText } from '@wishlist/shared-data/daily-likes';
import { Badge, ButtonLink, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useSubscription } from '@wishlist/shared-data/subscription';
import { Section, SectionText } from './Section.tsx';

/** Tier badge, today's likes with the cap, and the way to a better plan or to manage the current one. */
export function SubscriptionBox({ userId }: { userId: string }) {
  const subscription = useSubscription(userId);
  const current = subscription.data;
  const free = current?.tier === 'free';
  return (
    <Section
      title="Subscription"
      aside={current && <Badge $tone={free ? 'neutral' : 'gold'}>{free ? 'Free' : current.tier}</Badge>}
    >
      {subscription.isPending ? (
        <SectionText role="status">Loading your plan...</SectionText>
      ) : subscription.isError ? (
        <SectionText role="alert">Your plan could not be loaded.</SectionText>
      ) : (
        <>
          <Likes>
            Daily likes used: <strong>{dailyLikesText(subscription.data)}</strong>
          </Likes>
          {free ? (
            <ButtonLink to="/pricing" block>
              Upgrade to Premium
            </ButtonLink>
          ) : (
            <ButtonLink to="/subscription" variant="secondary" block>
              Manage Subscription
            </ButtonLink>
          )}
        </>
      )}
    </Section>
  );
}

const Likes = styled.p`
  font-size: ${theme.size.sm};
`;
