import { randomBytes, randomUUID } from 'node:crypto';
import { ApiError, sessionUser, type ErrorCode, type Handlers } from '@wishlist/service-kit';
import { subscriptionBody, type PaymentDeps, type PaymentTransport } from './payments.ts';
import { addMonth } from './subscription-state.ts';
import { testPaymentRepository } from './test-payment-repository.ts';

/**
 * The test-payment mode (no Stripe keys): a labelled stand-in for Stripe that takes Stripe's documented test
 * card numbers (https://docs.stripe.com/testing) and answers as Stripe would. No money moves.
 */

/** Like Stripe's incomplete subscriptions, a payment that is never made expires after 23 hours. */
const PAYMENT_TTL_MS = 23 * 60 * 60 * 1000;

interface Decline {
  /** Stripe's decline_code where it has one, else its error code. */
  code: ErrorCode;
  message: string;
}

const DECLINED = "Your card was declined.";
const declinedCards: Record<string, Decline> = {
  '4000000000000002': { code: 'card_declined', message: DECLINED },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', message: DECLINED },
  '4000000000009979': { code: 'stolen_card', message: DECLINED },
  '4100000000000019': { code: 'fraudulent', message: DECLINED },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};
const succeedingCards = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '378282246310005', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

const passesLuhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, i) => {
    const d = Number(char) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) % 10 === 0;

/** What Stripe answers for a card in test mode; null when the payment goes through. */
export function testCardDecline(cardNumber: string, expiry: string | undefined, now: Date): Decline | null {
  const digits = cardNumber.replace(/ /g, '');
  if (!passesLuhn(digits)) return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (expiry) {
    // MM/YY, or MMYY as typed on a number pad.
    const digits = expiry.replace('/', '');
    const [month, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
    if (Date.UTC(2000 + year, month, 1) <= now.getTime()) {
      return year + 2000 < now.getUTCFullYear()
        ? { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." }
        : { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
    }
  }
  if (succeedingCards.has(digits)) return null;
  return (
    declinedCards[digits] ?? {
      code: 'card_declined',
      message: `${DECLINED} Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://docs.stripe.com/testing.`,
    }
  );
}

export const testTransport: PaymentTransport = {
  mode: 'test',
  publishableKey: null,
  renewsLocally: true,

  async start({ row, em }, tier, now) {
    const id = randomUUID();
    const clientSecret = `tpi_${id.replace(/-/g, '')}_secret_${randomBytes(12).toString('base64url')}`;
    await testPaymentRepository(em).replacePending({
      id,
      userId: row.userId,
      tier,
      clientSecret,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
    });
    return clientSecret;
  },

  async cancel(subscription) {
    subscription.apply({ type: 'cancel_scheduled' }, 'cancel_request');
  },

  // Test periods run nowhere but here (this service renews them), so deleting the rows ends them.
  async endNow() {},

  // No card is kept in test mode: the prorated difference is charged as if to the card on file, and recorded.
  async changePlan(subscription, { event, amountCents }) {
    subscription.apply(event, event.type === 'upgraded' ? `test_proration:${String(amountCents)}` : 'change_request');
  },
};

/** Pays a pending test payment with a card: a success starts the paid period, a decline answers Stripe's message. */
export function testPaymentHandlers({ transport, now, matching }: PaymentDeps) {
  return {
    async confirmTestPayment(request) {
      if (transport.mode !== 'test') {
        throw new ApiError(404, 'Test payments are off: this server takes payments through Stripe.', 'TEST_PAYMENTS_OFF');
      }
      const userId = sessionUser(request);
      const at = now();
      const { clientSecret, cardNumber, expiry } = request.body;
      const decline = testCardDecline(cardNumber, expiry, at);
      const payments = testPaymentRepository(request.em);
      const state = await payments.withPending(clientSecret, userId, at, async (payment, subscriptions) => {
        if (!payment) throw new ApiError(404, 'No payment is waiting for this client secret.', 'NOT_FOUND');
        if (decline) {
          payments.declined(payment, decline);
          return null;
        }
        payments.succeeded(payment, at);
        return subscriptions.update(userId, at, transport.renewsLocally, (subscription) => {
          subscription.apply({ type: 'period_paid', tier: payment.tier, periodEnd: addMonth(at) }, `test_payment:${payment.id}`);
          return subscription.state();
        });
      });
      if (!state) throw new ApiError(402, decline?.message ?? DECLINED, decline?.code ?? 'card_declined');
      return subscriptionBody(request, state, matching);
    },
  } satisfies Handlers;
}
