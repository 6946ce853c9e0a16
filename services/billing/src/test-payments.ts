import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { ApiError, sessionUser, type Handler } from '@wishlist/service-kit';
import { TestPayment } from './entities.ts';
import { subscriptionBody, type PaymentContext, type PaymentTransport } from './payments.ts';
import { addMonth } from './subscription-state.ts';
import { apply, lockSubscription, settle, stateOf } from './subscriptions.ts';

/**
 * The test-payment mode (no Stripe keys): a labelled stand-in for Stripe that takes Stripe's documented test
 * card numbers (https://docs.stripe.com/testing) and answers as Stripe would. No money moves.
 */

/** Like Stripe's incomplete subscriptions, a payment that is never made expires after 23 hours. */
const PAYMENT_TTL_MS = 23 * 60 * 60 * 1000;

interface Decline {
  /** Stripe's decline_code where it has one, else its error code. */
  code: string;
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
    const [month, year] = expiry.split('/').map(Number) as [number, number];
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

  async start(em, row, tier, now) {
    // Only the latest payment can be made, as a new Stripe subscription leaves the previous incomplete one to expire.
    await em.nativeUpdate(TestPayment, { userId: row.userId, status: 'requires_payment_method' }, { status: 'canceled' });
    const id = randomUUID();
    const clientSecret = `tpi_${id.replace(/-/g, '')}_secret_${randomBytes(12).toString('base64url')}`;
    em.create(TestPayment, {
      id,
      userId: row.userId,
      tier,
      clientSecret,
      status: 'requires_payment_method',
      lastErrorCode: null,
      lastErrorMessage: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
      paidAt: null,
    });
    return clientSecret;
  },

  async cancel(em, row, now) {
    apply(em, row, { type: 'cancel_scheduled' }, 'cancel_request', now);
  },
};

/** Pays a pending test payment with a card: a success starts the paid period, a decline answers Stripe's message. */
export function confirmTestPayment({ transport, now, matching }: PaymentContext): Handler<'confirmTestPayment'> {
  return async (request) => {
    if (transport.mode !== 'test') {
      throw new ApiError(404, 'Test payments are off: this server takes payments through Stripe.', 'TEST_PAYMENTS_OFF');
    }
    const userId = sessionUser(request);
    const at = now();
    const { clientSecret, cardNumber, expiry } = request.body;
    const decline = testCardDecline(cardNumber, expiry, at);
    const state = await request.em.transactional(async (em) => {
      const payment = await em.findOne(TestPayment, { clientSecret, userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment || payment.status !== 'requires_payment_method' || payment.expiresAt <= at) {
        throw new ApiError(404, 'No payment is waiting for this client secret.', 'NOT_FOUND');
      }
      if (decline) {
        // Kept, like a Stripe PaymentIntent after a decline: the user may try another card.
        Object.assign(payment, { lastErrorCode: decline.code, lastErrorMessage: decline.message });
        return null;
      }
      Object.assign(payment, { status: 'succeeded', paidAt: at, lastErrorCode: null, lastErrorMessage: null });
      const row = await lockSubscription(em, userId, at);
      settle(em, row, at, transport.renewsLocally);
      apply(em, row, { type: 'period_paid', tier: payment.tier, periodEnd: addMonth(at) }, `test_payment:${payment.id}`, at);
      return stateOf(row);
    });
    if (!state) throw new ApiError(402, decline?.message ?? DECLINED, decline?.code);
    return subscriptionBody(request, userId, state, matching);
  };
}
