import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { Badge, Button, FormStack, Input, Notice, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useConfirmTestPayment } from '../api/confirm-test-payment.ts';
import { type CardField, fieldOfDecline, formatExpiry, groupDigits, incompleteField } from '../utils/card-input.ts';
import type { PaymentOutcome } from './payment-outcome.ts';

interface TestCardFormProps {
  clientSecret: string;
  submitLabel: string;
  outcome: PaymentOutcome;
}

/** The card typed so far, and paying with it: a field left incomplete or named by a decline carries the problem. */
function useTestCardPayment(clientSecret: string, outcome: PaymentOutcome) {
  const confirm = useConfirmTestPayment();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problem, setProblem] = useState<{ field: CardField | null; message: string } | null>(null);
  const errorOf = (field: CardField) => (problem?.field === field ? problem.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = incompleteField({ cardNumber, expiry, cvc });
    setProblem(incomplete);
    if (incomplete) return;
    confirm.mutate(
      { body: { clientSecret, cardNumber, expiry, cvc } },
      {
        onSuccess: outcome.paid,
        onError: (error) => {
          if (isApiError(error) && error.status === 402) {
            const message = apiMessage(error) ?? 'Your card was declined.';
            setProblem({ field: fieldOfDecline(error.code), message });
            outcome.declined(message);
          } else outcome.failed();
        },
      },
    );
  };
  const card = { cardNumber, setCardNumber, expiry, setExpiry, cvc, setCvc };
  return { card, errorOf, problem, submit, paying: confirm.isPending };
}

/**
 * Billing's test mode (no Stripe keys): a card form that takes Stripe's documented test cards and pays through
 * POST /api/test-payments/confirm. A 402 is the provider's decline, said next to the field it is about (or above
 * the button) as well as in the toast; anything else is unexpected. Every field opens a number pad.
 */
export function TestCardForm({ clientSecret, submitLabel, outcome }: TestCardFormProps) {
  const { card, errorOf, problem, submit, paying } = useTestCardPayment(clientSecret, outcome);
  return (
    <FormStack onSubmit={submit} noValidate>
      <TestModeNotice />
      <Input
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        value={card.cardNumber}
        error={errorOf('cardNumber')}
        onChange={(event) => card.setCardNumber(groupDigits(event.target.value))}
      />
      <Row>
        <Input
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          maxLength={5}
          value={card.expiry}
          error={errorOf('expiry')}
          onChange={(event) => card.setExpiry(formatExpiry(event.target.value))}
        />
        <Input
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          maxLength={4}
          value={card.cvc}
          error={errorOf('cvc')}
          onChange={(event) => card.setCvc(event.target.value.replace(/\D/g, ''))}
        />
      </Row>
      {problem && !problem.field && (
        <Notice $background="tint" $tone="danger" $size="sm" role="alert">
          <strong>Payment failed.</strong> {problem.message}
        </Notice>
      )}
      <Button type="submit" block size="lg" disabled={paying}>
        {paying ? 'Processing...' : submitLabel}
      </Button>
    </FormStack>
  );
}

/** Which test cards pay and which are declined. */
function TestModeNotice() {
  return (
    <TestMode $background="goldTint" $tone="text" $size="xs" $leading={1.45}>
      <Badge $tone="gold">Test mode</Badge>
      <span>No real charge. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.</span>
    </TestMode>
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
