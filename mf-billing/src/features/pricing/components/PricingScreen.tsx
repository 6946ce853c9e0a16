import { apiMessage } from '@wishlist/app-runtime/api-client';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { usePlans } from '@wishlist/shared-data/plans';
import { useSessionUser } from '@wishlist/app-runtime/session';
import { useSubscription } from '@wishlist/shared-data/subscription';
import { QueryState, ScreenBody, ScreenHeader, Text } from '@wishlist/ui';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
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
  usePaymentReturn(user?.id);
  const intl = useIntl();
  const planWords = usePlanWords();

  return (
    <main>
      <ScreenHeader
        title={intl.formatMessage({ id: 'pricing.title' })}
        backTo={user ? '/app' : '/'}
        backLabel={intl.formatMessage({ id: user ? 'pricing.backToDiscover' : 'pricing.backToHome' })}
      />
      <ScreenBody>
        <Text $tone="muted" $size="sm" $leading={1.45}>
          <FormattedMessage id="pricing.intro" />
        </Text>
        {user && subscription.data && <CurrentSubscriptionCard subscription={subscription.data} userId={user.id} />}
        <QueryState
          query={plans}
          loadingText={intl.formatMessage({ id: 'pricing.loading' })}
          errorTitle={intl.formatMessage({ id: 'pricing.loadFailed' })}
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
            currentPlanName={planWords.name(subscription.data.tier)}
            premiumUntil={subscription.data.premiumUntil}
            userId={user.id}
            onClose={choice.closeChange}
          />
        )}
      </ScreenBody>
    </main>
  );
}
