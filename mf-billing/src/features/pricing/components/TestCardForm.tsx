import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { Badge, Button, FormStack, Input, Notice, theme } from '@wishlist/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useConfirmTestPayment } from '../api/confirm-test-payment.ts';
import { type CardField, fieldOfDecline, formatExpiry, groupDigits, incompleteField } from '../utils/card-input.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import type { PaymentOutcome } from './payment-outcome.ts';

interface TestCardFormProps {
  clientSecret: string;
  submitLabel: string;
  outcome: PaymentOutcome;
}

// Examples of what to type, the same in every language.
const CARD_NUMBER_EXAMPLE = '4242 4242 4242 4242';
const CVC_EXAMPLE = '123';

/** The card typed so far, and paying with it: a field left incomplete or named by a decline carries the problem. */
function useTestCardPayment(clientSecret: string, outcome: PaymentOutcome) {
  const confirm = useConfirmTestPayment();
  const intl = useIntl();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problem, setProblem] = useState<{ field: CardField | null; message: string } | null>(null);
  const errorOf = (field: CardField) => (problem?.field === field ? problem.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = incompleteField({ cardNumber, expiry, cvc });
    setProblem(
      incomplete && {
        field: incomplete,
        message: intl.formatMessage({ id: `pricing.testCard.incomplete.${incomplete}` }),
      },
    );
    if (incomplete) return;
    confirm.mutate(
      { body: { clientSecret, cardNumber, expiry, cvc } },
      {
        onSuccess: outcome.paid,
        onError: (error) => {
          if (isApiError(error) && error.status === 402) {
            const message = apiMessage(error) ?? intl.formatMessage({ id: 'pricing.payment.declined' });
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
  const intl = useIntl();
  return (
    <FormStack onSubmit={submit} noValidate>
      <TestModeNotice />
      <Input
        label={intl.formatMessage({ id: 'pricing.testCard.number' })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={CARD_NUMBER_EXAMPLE}
        required
        value={card.cardNumber}
        error={errorOf('cardNumber')}
        onChange={(event) => card.setCardNumber(groupDigits(event.target.value))}
      />
      <Row>
        <Input
          label={intl.formatMessage({ id: 'pricing.testCard.expiry' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={intl.formatMessage({ id: 'pricing.testCard.expiryPlaceholder' })}
          required
          maxLength={5}
          value={card.expiry}
          error={errorOf('expiry')}
          onChange={(event) => card.setExpiry(formatExpiry(event.target.value))}
        />
        <Input
          label={intl.formatMessage({ id: 'pricing.testCard.cvc' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={CVC_EXAMPLE}
          required
          maxLength={4}
          value={card.cvc}
          error={errorOf('cvc')}
          onChange={(event) => card.setCvc(event.target.value.replace(/\D/g, ''))}
        />
      </Row>
      {problem && !problem.field && (
        <Notice $background="tint" $tone="danger" $size="sm" role="alert">
          <FormattedMessage
            id="pricing.payment.failedInline"
            values={{ message: problem.message, strong: (chunks: ReactNode) => <strong>{chunks}</strong> }}
          />
        </Notice>
      )}
      <Button type="submit" block size="lg" disabled={paying}>
        {paying ? <FormattedMessage id="billing.processing" /> : submitLabel}
      </Button>
    </FormStack>
  );
}

/** Which test cards pay and which are declined. */
function TestModeNotice() {
  return (
    <TestMode $background="goldTint" $tone="text" $size="xs" $leading={1.45}>
      <Badge $tone="gold">
        <FormattedMessage id="pricing.testCard.mode" />
      </Badge>
      <span>
        <FormattedMessage id="pricing.testCard.help" />
      </span>
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
