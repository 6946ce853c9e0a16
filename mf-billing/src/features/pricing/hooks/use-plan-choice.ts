import type { PaidTier, Subscription, SubscriptionPlan, User } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { screens, signInFrom } from '@wishlist/app-runtime/screens';
import { toast } from '@wishlist/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateSubscription } from '../api/create-subscription.ts';
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
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [changingTo, setChangingTo] = useState<PaidPlan | null>(null);

  const choose = (plan: SubscriptionPlan) => {
    if (!user) {
      toast({
        title: 'Login Required',
        description: 'Please log in to subscribe to a plan.',
        variant: 'destructive',
        action: { label: 'Log In', onClick: () => void navigate(signInFrom(screens.pricing.path)) },
      });
      return;
    }
    if (!isPaidPlan(plan)) {
      toast({ title: 'Already Free', description: "You're already on the free plan!" });
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
        onError: (error) =>
          toast({
            title: 'Error',
            description: apiMessage(error) ?? 'Failed to create subscription',
            variant: 'destructive',
          }),
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
