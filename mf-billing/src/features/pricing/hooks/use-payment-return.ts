import type { SubscriptionPlan } from '@wishlist/contract/client';
import { toast } from '@wishlist/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIntl } from '../../../i18n.ts';
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
  const intl = useIntl();
  const returned = params.get('success') === 'true';
  const failed = params.get('redirect_status') === 'failed';

  useEffect(() => {
    if (!returned || !userId || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (failed) {
      toast({
        title: intl.formatMessage({ id: 'pricing.payment.failed.title' }),
        description: intl.formatMessage({ id: 'pricing.payment.notCompleted' }),
        variant: 'destructive',
      });
      return;
    }
    void refreshAfterPayment(userId)
      .then(
        (subscription) => planName(subscription.tier, plans),
        () => intl.formatMessage({ id: 'pricing.payment.yourNewPlan' }),
      )
      .then((name) =>
        toast({
          title: intl.formatMessage({ id: 'pricing.payment.success.title' }),
          description: intl.formatMessage({ id: 'pricing.payment.welcome' }, { plan: name }),
        }),
      );
  }, [returned, failed, userId, plans, setParams, refreshAfterPayment, intl]);
}
