import type { SubscriptionPlan } from '@wishlist/contract/client';
import { toast } from '@wishlist/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { planName } from '../../../utils/plan-name.ts';
import { useRefreshAfterPayment } from '../api/refresh-after-payment.ts';

/**
 * Stripe sends payment methods that need a redirect back to /pricing?success=true (with its own
 * `redirect_status`): refetch, say how it went once, and tidy the address.
 */
export function usePaymentReturn(userId: string | undefined, plans: SubscriptionPlan[] | undefined) {
  const [params, setParams] = useSearchParams();
  const refreshAfterPayment = useRefreshAfterPayment();
  const handled = useRef(false);
  const returned = params.get('success') === 'true';
  const failed = params.get('redirect_status') === 'failed';

  useEffect(() => {
    if (!returned || !userId || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (failed) {
      toast({ title: 'Payment Failed', description: 'Your payment was not completed.', variant: 'destructive' });
      return;
    }
    void refreshAfterPayment(userId)
      .then(
        (subscription) => planName(subscription.tier, plans),
        () => 'your new plan',
      )
      .then((name) => toast({ title: 'Payment Successful', description: `Welcome to ${name}!` }));
  }, [returned, failed, userId, plans, setParams, refreshAfterPayment]);
}
