import type { PaidTier, Subscription, SubscriptionPlan, User } from '@wishlist/contract/client';
import { screens, signInFrom } from '@wishlist/app-runtime/screens';
import { toast } from '@wishlist/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateSubscription } from '../api/create-subscription.ts';
import { useIntl } from '../../../i18n.ts';
import { useFailureToast } from '../../../utils/use-failure-toast.ts';
import type { Checkout } from '../components/CheckoutPanel.tsx';

export type PaidPlan = SubscriptionPlan & { id: PaidTier };
const isPaidPlan = (plan: SubscriptionPlan): plan is PaidPlan => plan.id !== 'free';

/**
 * What choosing a plan leads to: a guest is asked to log in, Free is already had, a paid member moves the
 * subscription they have (spec §4: `changingTo`), and a free member starts paying (`checkout`).
 */
export function usePlanChoice(user: User | null, subscription: Subscription | undefined) {
  const navigate = useNavigate();
  const createSubscription = useCreateSubscription();
  const intl = useIntl();
  const failed = useFailureToast('pricing.choice.createFailed');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [changingTo, setChangingTo] = useState<PaidPlan | null>(null);

  const choose = (plan: SubscriptionPlan) => {
    if (!user) {
      toast({
        title: intl.formatMessage({ id: 'pricing.choice.loginRequired.title' }),
        description: intl.formatMessage({ id: 'pricing.choice.loginRequired.description' }),
        variant: 'destructive',
        action: {
          label: intl.formatMessage({ id: 'pricing.choice.logIn' }),
          onClick: () => void navigate(signInFrom(screens.pricing.path)),
        },
      });
      return;
    }
    if (!isPaidPlan(plan)) {
      toast({
        title: intl.formatMessage({ id: 'pricing.choice.alreadyFree.title' }),
        description: intl.formatMessage({ id: 'pricing.choice.alreadyFree.description' }),
      });
      return;
    }
    if (subscription && subscription.tier !== 'free') {
      setChangingTo(plan);
      return;
    }
    setCheckout(null);
    createSubscription.mutate(
      { body: { userId: user.id, priceId: plan.id } },
      {
        onSuccess: ({ clientSecret, mode }) => setCheckout({ plan, clientSecret, mode }),
        onError: failed,
      },
    );
  };

  return {
    choose,
    starting: createSubscription.isPending,
    checkout,
    closeCheckout: () => setCheckout(null),
    changingTo,
    closeChange: () => setChangingTo(null),
  };
}
