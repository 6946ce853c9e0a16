import type { Subscription, SubscriptionPlan } from '@wishlist/contract/client';
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { screens, signInFrom } from '@wishlist/app-runtime/screens';
import { useSessionUser } from '@wishlist/app-runtime/session';
import {
  Button,
  ButtonLink,
  Card,
  CardTitle,
  CrownIcon,
  EmptyState,
  Heading,
  QueryState,
  ScreenBody,
  ScreenHeader,
  Text,
  theme,
} from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { planLines, usePlans } from '@wishlist/shared-data/plans';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { useSubscription } from '@wishlist/shared-data/subscription';
import { FeatureList } from '../../../components/FeatureList.tsx';
import { PendingChange } from '../../../components/PendingChange.tsx';
import { SubscriptionFacts } from '../../../components/SubscriptionFacts.tsx';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';

/** /subscription: the user's tier, status, likes and paid-until date, the plan's features, change or cancel. */
export function SubscriptionScreen() {
  const user = useSessionUser();
  const subscription = useSubscription(user?.id);
  const plans = usePlans();
  const intl = useIntl();
  const help = intl.formatMessage({ id: 'subscription.help.title' });
  return (
    <main>
      <ScreenHeader
        title={intl.formatMessage({ id: 'subscription.title' })}
        backTo={user ? '/profile' : '/'}
        backLabel={intl.formatMessage({ id: user ? 'subscription.backToProfile' : 'subscription.backToHome' })}
      />
      <ScreenBody>
        {/* A session that ended on the server (401) is the same as no user here: the way on is to log in. */}
        {!user || (isApiError(subscription.error) && subscription.error.status === 401) ? (
          <EmptyState
            icon={<CrownIcon size={32} />}
            title={intl.formatMessage({ id: 'subscription.logInPrompt' })}
            action={
              <ButtonLink to={signInFrom(screens.subscription.path)}>
                <FormattedMessage id="subscription.logIn" />
              </ButtonLink>
            }
          />
        ) : (
          <QueryState
            query={subscription}
            loadingText={intl.formatMessage({ id: 'subscription.loading' })}
            errorTitle={intl.formatMessage({ id: 'subscription.loadFailed' })}
            errorMessage={apiMessage}
          >
            {(current) => <YourPlan subscription={current} plans={plans.data} userId={user.id} />}
          </QueryState>
        )}
        <Card aria-label={help}>
          <CardTitle>{help}</CardTitle>
          <Text $tone="muted" $size="sm" $leading={1.45}>
            <FormattedMessage id="subscription.help.text" />
          </Text>
          <ButtonLink to="/contact" variant="secondary">
            <FormattedMessage id="subscription.help.contact" />
          </ButtonLink>
        </Card>
      </ScreenBody>
    </main>
  );
}

interface YourPlanProps {
  subscription: Subscription;
  /** The plans, for the tier's features; none until they load. */
  plans: SubscriptionPlan[] | undefined;
  userId: string;
}

/** The plan card: its name, facts and features, and the ways to change, cancel or resume it. */
function YourPlan({ subscription: current, plans, userId }: YourPlanProps) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const name = usePlanWords().name(current.tier);
  const plan = plans?.find((one) => one.id === current.tier);
  const features = plans && plan ? planLines(plans, plan) : [];
  const paid = current.tier !== 'free';
  const intl = useIntl();
  return (
    <>
      <Card aria-label={intl.formatMessage({ id: 'subscription.yourPlan' })} $padding="lg">
        <TierName $size="xl">
          {paid && <CrownIcon size={26} />}
          {name}
        </TierName>
        <SubscriptionFacts subscription={current} />
        <PendingChange subscription={current} userId={userId} />
        {features.length > 0 && (
          <>
            <Subheading as="h3" $size="sm" $weight={800}>
              <FormattedMessage id="subscription.whatYouGet" />
            </Subheading>
            <FeatureList lines={features} />
          </>
        )}
        <Actions>
          {paid ? (
            <>
              <ButtonLink to="/pricing" variant="secondary" block>
                <FormattedMessage id="subscription.changePlan" />
              </ButtonLink>
              {!current.cancelAtPeriodEnd && (
                <Button variant="ghost" block onClick={() => setConfirmingCancel(true)}>
                  <FormattedMessage id="subscription.cancel" />
                </Button>
              )}
            </>
          ) : (
            <ButtonLink to="/pricing" block>
              <FormattedMessage id="subscription.viewPremium" />
            </ButtonLink>
          )}
        </Actions>
      </Card>
      <CancelSubscriptionDialog
        userId={userId}
        planName={name}
        premiumUntil={current.premiumUntil}
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
      />
    </>
  );
}

const TierName = styled(Heading)`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
`;
const Subheading = styled(Text)`
  margin-top: ${theme.space.md};
`;
const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;
