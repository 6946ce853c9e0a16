import type { SubscriptionPlan } from '@wishlist/contract/client';
import { Card, CardTitle, CloseIcon, IconButton, LoadingState, theme, toast } from '@wishlist/ui';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatPrice } from '../../../utils/format-price.ts';
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

  useEffect(() => {
    // The form opens below the plans: bring it into view and move focus to it.
    titleRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const outcome: PaymentOutcome = {
    paid: () => {
      toast({ title: 'Payment Successful', description: `Welcome to ${plan.name}!` });
      onClose();
      // A failed refetch leaves the cached values; the next visit reads them afresh.
      refreshAfterPayment(userId).catch(() => undefined);
    },
    declined: (message) => toast({ title: 'Payment Failed', description: message, variant: 'destructive' }),
    failed: () =>
      toast({ title: 'Payment Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }),
  };
  const form = { clientSecret, submitLabel: `Subscribe to ${plan.name}`, outcome };

  return (
    <Panel aria-labelledby={titleId} $padding="lg">
      <Header>
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          Complete Your {plan.name} Subscription
        </Title>
        <IconButton label="Close payment form" icon={<CloseIcon size={18} />} size={36} onClick={onClose} />
      </Header>
      <Secure>{formatPrice(plan.price)}/month - Secure payment powered by Stripe</Secure>
      {mode === 'test' ? <TestCardForm {...form} /> : <StripeCheckout {...form} />}
    </Panel>
  );
}

function StripeCheckout(form: { clientSecret: string; submitLabel: string; outcome: PaymentOutcome }) {
  const config = useBillingConfig();
  const loading = <LoadingState text="Loading secure payment form..." />;
  if (config.isPending) return loading;
  const publishableKey = config.data?.publishableKey;
  if (!publishableKey)
    return <Problem role="alert">Card payments are not available right now. Please try again later.</Problem>;
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
