import type { SubscriptionPlan } from '@wishlist/contract/client';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { Card, CardTitle, CloseIcon, IconButton, LoadingState, theme, toast } from '@wishlist/ui';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useBillingFormats, useIntl } from '../../../i18n.ts';
import { useBillingConfig } from '../api/get-billing-config.ts';
import { useRefreshAfterPayment } from '../api/refresh-after-payment.ts';
import type { PaymentOutcome } from './payment-outcome.ts';
import { TestCardForm } from './TestCardForm.tsx';

// Stripe's React bindings only load for deployments that take real payments.
const StripePaymentForm = lazy(() =>
  import('./StripePaymentForm.tsx').then((module) => ({ default: module.StripePaymentForm })),
);

export interface Checkout {
  plan: SubscriptionPlan;
  /** Of the subscription's first payment, from POST /api/create-subscription. */
  clientSecret: string;
  mode: 'stripe' | 'test';
}

interface CheckoutPanelProps {
  checkout: Checkout;
  userId: string;
  onClose: () => void;
}

/** The inline payment form of spec §2 for the chosen plan, with the payment toasts of spec §8. */
export function CheckoutPanel({ checkout: { plan, clientSecret, mode }, userId, onClose }: CheckoutPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const refreshAfterPayment = useRefreshAfterPayment();
  const intl = useIntl();
  const format = useBillingFormats();
  const planName = usePlanWords().name(plan.id);
  const welcome = intl.formatMessage({ id: 'pricing.payment.welcome' }, { plan: planName });

  useEffect(() => {
    // The form opens below the plans: bring it into view and move focus to it.
    titleRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const outcome: PaymentOutcome = {
    paid: () => {
      toast({ title: intl.formatMessage({ id: 'pricing.payment.success.title' }), description: welcome });
      onClose();
      // A failed refetch leaves the cached values; the next visit reads them afresh.
      refreshAfterPayment(userId).catch(() => undefined);
    },
    declined: (message) =>
      toast({
        title: intl.formatMessage({ id: 'pricing.payment.failed.title' }),
        description: message,
        variant: 'destructive',
      }),
    failed: () =>
      toast({
        title: intl.formatMessage({ id: 'pricing.payment.error.title' }),
        description: intl.formatMessage({ id: 'billing.error.somethingWrong' }),
        variant: 'destructive',
      }),
  };
  const submitLabel = intl.formatMessage({ id: 'pricing.checkout.subscribe' }, { plan: planName });
  const form = { clientSecret, submitLabel, outcome };

  return (
    <Panel aria-labelledby={titleId} $padding="lg">
      <Header>
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          <FormattedMessage id="pricing.checkout.title" values={{ plan: planName }} />
        </Title>
        <IconButton
          label={intl.formatMessage({ id: 'pricing.checkout.close' })}
          icon={<CloseIcon size={18} />}
          size={36}
          onClick={onClose}
        />
      </Header>
      <Secure>
        <FormattedMessage id="pricing.checkout.secure" values={{ price: format.price(plan.price) }} />
      </Secure>
      {mode === 'test' ? <TestCardForm {...form} /> : <StripeCheckout {...form} />}
    </Panel>
  );
}

function StripeCheckout(form: { clientSecret: string; submitLabel: string; outcome: PaymentOutcome }) {
  const config = useBillingConfig();
  const intl = useIntl();
  const loading = <LoadingState text={intl.formatMessage({ id: 'pricing.checkout.loadingForm' })} />;
  if (config.isPending) return loading;
  const publishableKey = config.data?.publishableKey;
  if (!publishableKey)
    return (
      <Problem role="alert">
        <FormattedMessage id="pricing.checkout.unavailable" />
      </Problem>
    );
  return (
    <Suspense fallback={loading}>
      <StripePaymentForm publishableKey={publishableKey} {...form} />
    </Suspense>
  );
}

const Panel = styled(Card)`
  gap: ${theme.space.md};
  scroll-margin-top: 72px;
`;
const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;
const Title = styled(CardTitle)`
  font-size: ${theme.size.lg};
  &:focus {
    outline: none;
  }
`;
const Secure = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;
const Problem = styled.p`
  color: ${theme.color.danger};
  font-weight: 600;
`;
