import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messageOf } from '@wishlist/service-kit';
import { subscriptionRepository } from '../core/subscription-repository.ts';
import { TestPayment } from './entities.ts';
import type { Decline } from './test-cards.ts';

export type NewTestPayment = Pick<TestPayment, 'id' | 'userId' | 'tier' | 'clientSecret' | 'createdAt' | 'expiresAt'>;

/** The payments of the test-payment mode, each waiting for a test card until it succeeds. */
export function testPaymentRepository(em: EntityManager) {
  return {
    /** Only the latest payment can be made, as a new Stripe subscription leaves the previous incomplete one to expire. */
    async replacePending(payment: NewTestPayment) {
      await em.nativeUpdate(
        TestPayment,
        { userId: payment.userId, status: 'requires_payment_method' },
        { status: 'canceled' },
      );
      em.create(TestPayment, {
        ...payment,
        status: 'requires_payment_method',
        lastErrorCode: null,
        lastErrorMessage: null,
        paidAt: null,
      });
    },

    /**
     * One transaction on the user's payment of this client secret, locked, when it is still waiting at `at`
     * (else null), with the subscriptions of the same transaction.
     */
    withPending: <T>(
      clientSecret: string,
      userId: string,
      at: Date,
      work: (payment: TestPayment | null, subscriptions: ReturnType<typeof subscriptionRepository>) => Promise<T>,
    ) =>
      em.transactional(async (tx) => {
        const payment = await tx.findOne(
          TestPayment,
          { clientSecret, userId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const waiting = payment?.status === 'requires_payment_method' && payment.expiresAt > at ? payment : null;
        return work(waiting, subscriptionRepository(tx));
      }),

    /** Kept, like a Stripe PaymentIntent after a decline: the user may try another card. */
    declined(payment: TestPayment, decline: Decline) {
      Object.assign(payment, { lastErrorCode: decline, lastErrorMessage: messageOf(decline) });
    },

    succeeded(payment: TestPayment, at: Date) {
      Object.assign(payment, { status: 'succeeded', paidAt: at, lastErrorCode: null, lastErrorMessage: null });
    },
  };
}
