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
import { usePlans } from '@wishlist/shared-data/plans';
import { useSubscription } from '@wishlist/shared-data/subscription';
import { FeatureList } from '../../../components/FeatureList.tsx';
import { PendingChange } from '../../../components/PendingChange.tsx';
import { SubscriptionFacts } from '../../../components/SubscriptionFacts.tsx';
import { planName } from '../../../utils/plan-name.ts';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';

/** /subscription: the user's tier, status, likes and paid-until date, the plan's features, change or cancel. */
export function SubscriptionScreen() {
  const user = useSessionUser();
  const subscription = useSubscription(user?.id);
  const plans = usePlans();
  return (
    <main>
      <ScreenHeader
        title="Subscription"
        backTo={user ? '/profile' : '/'}
        backLabel={user ? 'Back to profile' : 'Back to home'}
      />
      <ScreenBody>
        {/* A session that ended on the server (401) is the same as no user here: the way on is to log in. */}
        {!user || (isApiError(subscription.error) && subscription.error.status === 401) ? (
          <EmptyState
            icon={<CrownIcon size={32} />}
            title="Please log in to view your subscription."
            action={<ButtonLink to={signInFrom(screens.subscription.path)}>Log In</ButtonLink>}
          />
        ) : (
          <QueryState
            query={subscription}
            loadingText="Loading your subscription..."
            errorTitle="We couldn't load your subscription"
            errorMessage={apiMessage}
          >
            {(current) => <YourPlan subscription={current} plans={plans.data} userId={user.id} />}
          </QueryState>
        )}
        <Card aria-label="Need Help?">
          <CardTitle>Need Help?</CardTitle>
          <Text $tone="muted" $size="sm" $leading={1.45}>
            Questions about billing or your plan? Our team answers billing questions within 6 hours.
          </Text>
          <ButtonLink to="/contact" variant="secondary">
            Contact Support
          </ButtonLink>
        </Card>
      </ScreenBody>
    </main>
  );
}

interface YourPlanProps {
  subscription: Subscription;
  /** The plans, for the tier's name and features; until they load, the tier's own name and no features. */
  plans: SubscriptionPlan[] | undefined;
  userId: string;
}

/** The plan card: its name, facts and features, and the ways to change, cancel or resume it. */
function YourPlan({ subscription: current, plans, userId }: YourPlanProps) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const name = planName(current.tier, plans);
  const features = plans?.find((plan) => plan.id === current.tier)?.features ?? [];
  const paid = current.tier !== 'free';
  return (
    <>
      <Card aria-label="Your plan" $padding="lg">
        <TierName $size="xl">
          {paid && <CrownIcon size={26} />}
          {name}
        </TierName>
        <SubscriptionFacts subscription={current} />
        <PendingChange subscription={current} plans={plans} userId={userId} />
        {features.length > 0 && (
          <>
            <Subheading as="h3" $size="sm" $weight={800}>
              What you get
            </Subheading>
            <FeatureList features={features} />
          </>
        )}
        <Actions>
          {paid ? (
            <>
              <ButtonLink to="/pricing" variant="secondary" block>
                Change Plan
              </ButtonLink>
              {!current.cancelAtPeriodEnd && (
                <Button variant="ghost" block onClick={() => setConfirmingCancel(true)}>
                  Cancel Subscription
                </Button>
              )}
            </>
          ) : (
            <ButtonLink to="/pricing" block>
              View Premium Plans
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
