// Loaded only when billing runs with Stripe keys (GET /api/billing/config → mode 'stripe'): Stripe.js comes
// from Stripe's servers, so the `pure` entry keeps it from loading until a payment form is shown.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Button, FormStack, Notice, theme } from '@wishlist/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import type { PaymentOutcome } from './payment-outcome.ts';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  outcome: PaymentOutcome;
}

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key, however often the form opens. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's Payment Element for the subscription's first payment. */
export function StripePaymentForm({ publishableKey, clientSecret, ...form }: StripePaymentFormProps) {
  const appearance = {
    theme: 'stripe' as const,
    variables: { colorPrimary: theme.color.primary, colorText: theme.color.text, borderRadius: theme.radius.sm },
  };
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance }}>
      <PaymentForm {...form} />
    </Elements>
  );
}

function PaymentForm({ submitLabel, outcome }: Pick<StripePaymentFormProps, 'submitLabel' | 'outcome'>) {
  const stripe = useStripe();
  const elements = useElements();
  const intl = useIntl();
  const [processing, setProcessing] = useState(false);
  // The Payment Element marks its own fields; a decline of the whole card is said here, above the button.
  const [declined, setDeclined] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setDeclined(null);
    try {
      // Cards finish here; payment methods that need a redirect come back to /pricing?success=true.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/pricing?success=true` },
        redirect: 'if_required',
      });
      if (!error) outcome.paid();
      else if (error.type === 'card_error' || error.type === 'validation_error') {
        const message = error.message ?? intl.formatMessage({ id: 'pricing.payment.paymentDeclined' });
        if (error.type === 'card_error') setDeclined(message);
        outcome.declined(message);
      } else outcome.failed();
    } catch {
      outcome.failed();
    } finally {
      setProcessing(false);
    }
  };

  return (
    <FormStack onSubmit={(event) => void submit(event)}>
      <PaymentElement />
      {declined && (
        <Notice $background="tint" $tone="danger" $size="sm" role="alert">
          <FormattedMessage
            id="pricing.payment.failedInline"
            values={{ message: declined, strong: (chunks: ReactNode) => <strong>{chunks}</strong> }}
          />
        </Notice>
      )}
      <Button type="submit" block size="lg" disabled={!stripe || processing}>
        {processing ? <FormattedMessage id="billing.processing" /> : submitLabel}
      </Button>
    </FormStack>
  );
}
