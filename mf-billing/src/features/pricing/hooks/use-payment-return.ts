import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { toast } from '@wishlist/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIntl } from '../../../i18n.ts';
import { useRefreshAfterPayment } from '../api/refresh-after-payment.ts';

/**
 * Stripe sends payment methods that need a redirect back to /pricing?success=true (with its own
 * `redirect_status`): refetch, say how it went once, and tidy the address.
 */
export function usePaymentReturn(userId: string | undefined) {
  const [params, setParams] = useSearchParams();
  const refreshAfterPayment = useRefreshAfterPayment();
  const handled = useRef(false);
  const intl = useIntl();
  const planWords = usePlanWords();
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
        (subscription) => planWords.name(subscription.tier),
        () => intl.formatMessage({ id: 'pricing.payment.yourNewPlan' }),
      )
      .then((name) =>
        toast({
          title: intl.formatMessage({ id: 'pricing.payment.success.title' }),
          description: intl.formatMessage({ id: 'pricing.payment.welcome' }, { plan: name }),
        }),
      );
  }, [returned, failed, userId, planWords, setParams, refreshAfterPayment, intl]);
}
