import { apiMessage } from '@wishlist/app-runtime/api-client';
import { usePlans } from '@wishlist/shared-data/plans';
import { useSessionUser } from '@wishlist/app-runtime/session';
import { useSubscription } from '@wishlist/shared-data/subscription';
import { QueryState, ScreenBody, ScreenHeader, Text } from '@wishlist/ui';
import { planName } from '../../../utils/plan-name.ts';
import { usePaymentReturn } from '../hooks/use-payment-return.ts';
import { usePlanChoice } from '../hooks/use-plan-choice.ts';
import { ChangePlanDialog } from './ChangePlanDialog.tsx';
import { CheckoutPanel } from './CheckoutPanel.tsx';
import { CurrentSubscriptionCard } from './CurrentSubscriptionCard.tsx';
import { PlanGrid } from './PlanGrid.tsx';

/** /pricing: the plans, the inline payment form for a paid plan, and the signed-in user's current subscription. */
export function PricingScreen() {
  const user = useSessionUser();
  const plans = usePlans();
  const subscription = useSubscription(user?.id);
  const choice = usePlanChoice(user, subscription.data);
  usePaymentReturn(user?.id, plans.data);

  return (
    <main>
      <ScreenHeader
        title="Choose Your Plan"
        backTo={user ? '/app' : '/'}
        backLabel={user ? 'Back to Discover' : 'Back to home'}
      />
      <ScreenBody>
        <Text $tone="muted" $size="sm" $leading={1.45}>
          More likes, more matches. Pick the plan that fits your love life.
        </Text>
        {user && subscription.data && (
          <CurrentSubscriptionCard subscription={subscription.data} plans={plans.data} userId={user.id} />
        )}
        <QueryState
          query={plans}
          loadingText="Loading plans..."
          errorTitle="We couldn't load the plans"
          errorMessage={apiMessage}
        >
          {(loadedPlans) => (
            <PlanGrid
              plans={loadedPlans}
              subscription={subscription.data}
              onChoose={choice.choose}
              busy={choice.starting}
            />
          )}
        </QueryState>
        {choice.checkout && user && (
          <CheckoutPanel
            key={choice.checkout.clientSecret}
            checkout={choice.checkout}
            userId={user.id}
            onClose={choice.closeCheckout}
          />
        )}
        {choice.changingTo && user && subscription.data && (
          <ChangePlanDialog
            plan={choice.changingTo}
            currentPlanName={planName(subscription.data.tier, plans.data)}
            premiumUntil={subscription.data.premiumUntil}
            userId={user.id}
            onClose={choice.closeChange}
          />
        )}
      </ScreenBody>
    </main>
  );
}
