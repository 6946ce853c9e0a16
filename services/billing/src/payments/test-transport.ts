import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentTransport } from '../core/payment-transport.ts';
import { testPaymentRepository } from './test-payment-repository.ts';

/**
 * The test-payment mode (no Stripe keys): a labelled stand-in for Stripe that takes Stripe's test cards
 * (test-cards.ts, confirmed by confirmTestPayment in handlers.ts) and answers as Stripe would. No money moves.
 */

/** Like Stripe's incomplete subscriptions, a payment that is never made expires after 23 hours. */
const PAYMENT_TTL_MS = 23 * 60 * 60 * 1000;

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

  async resume(subscription) {
    subscription.apply({ type: 'cancel_withdrawn' }, 'resume_request');
  },

  // Test periods run nowhere but here (this service renews them), so deleting the rows ends them.
  async endNow() {},

  // No customer exists anywhere but in the rows, which go with the account.
  async forgetCustomer() {},

  // No card is kept in test mode: the prorated difference is charged as if to the card on file, and recorded.
  async changePlan(subscription, { event, amountCents }) {
    subscription.apply(event, event.type === 'upgraded' ? `test_proration:${String(amountCents)}` : 'change_request');
  },
};
