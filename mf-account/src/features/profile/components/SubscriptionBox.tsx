import { dailyLikesText } from '@wishlist/shared-data/daily-likes';
import { Badge, ButtonLink, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useSubscription } from '@wishlist/shared-data/subscription';
import { Section, SectionText } from './Section.tsx';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

/** Tier badge, today's likes with the cap, and the way to a better plan or to manage the current one. */
export function SubscriptionBox({ userId }: { userId: string }) {
  const intl = useIntl();
  const subscription = useSubscription(userId);
  const current = subscription.data;
  const free = current?.tier === 'free';
  return (
    <Section
      title={intl.formatMessage({ id: 'profile.subscription.title' })}
      aside={
        current && (
          <Badge $tone={free ? 'neutral' : 'gold'}>
            {intl.formatMessage(
              { id: free ? 'profile.subscription.free' : 'profile.subscription.tier' },
              { tier: current.tier },
            )}
          </Badge>
        )
      }
    >
      {subscription.isPending ? (
        <SectionText role="status">{intl.formatMessage({ id: 'common.loadingPlan' })}</SectionText>
      ) : subscription.isError ? (
        <SectionText role="alert">{intl.formatMessage({ id: 'profile.subscription.loadFailed' })}</SectionText>
      ) : (
        <>
          <Likes>
            <FormattedMessage
              id="profile.subscription.likes"
              values={{ likes: dailyLikesText(subscription.data), strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </Likes>
          {free ? (
            <ButtonLink to="/pricing" block>
              {intl.formatMessage({ id: 'profile.subscription.upgrade' })}
            </ButtonLink>
          ) : (
            <ButtonLink to="/subscription" variant="secondary" block>
              {intl.formatMessage({ id: 'profile.subscription.manage' })}
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
