import { apiMessage, isApiError } from '@wishlist/mf-shared/api-client';
import { Badge, Button, FormStack, Input, Notice, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useConfirmTestPayment } from '../api/confirm-test-payment.ts';
import type { PaymentOutcome } from './payment-outcome.ts';

interface TestCardFormProps {
  clientSecret: string;
  submitLabel: string;
  outcome: PaymentOutcome;
}

/** Groups of four as the person types: "4242 4242 4242 4242". */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Billing's test mode (no Stripe keys): a card form that takes Stripe's documented test cards and pays through
 * POST /api/test-payments/confirm. A 402 is the provider's decline; anything else is unexpected.
 */
export function TestCardForm({ clientSecret, submitLabel, outcome }: TestCardFormProps) {
  const confirm = useConfirmTestPayment();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { body: { clientSecret, cardNumber, expiry, cvc } },
      {
        onSuccess: outcome.paid,
        onError: (error) => {
          if (isApiError(error) && error.status === 402) outcome.declined(apiMessage(error) ?? 'Your card was declined.');
          else outcome.failed();
        },
      },
    );
  };

  return (
    <FormStack onSubmit={submit}>
      <TestMode $background="goldTint" $tone="text" $size="xs" $leading={1.45}>
        <Badge $tone="gold">Test mode</Badge>
        <span>No real charge. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.</span>
      </TestMode>
      <Input
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        pattern="[0-9 ]{12,23}"
        value={cardNumber}
        onChange={(event) => setCardNumber(groupDigits(event.target.value))}
      />
      <Row>
        <Input
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          pattern="(0[1-9]|1[0-2])/[0-9]{2}"
          title="Month and year, as MM/YY"
          maxLength={5}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        />
        <Input
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          pattern="[0-9]{3,4}"
          title="The 3 or 4 digits on the back of the card"
          maxLength={4}
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
        />
      </Row>
      <Button type="submit" block size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? 'Processing...' : submitLabel}
      </Button>
    </FormStack>
  );
}

const TestMode = styled(Notice)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
`;
