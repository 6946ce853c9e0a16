import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaidTier } from '../core/state-machine.ts';

/** A payment of the test-payment mode, waiting for a test card until it succeeds. */
export const TestPayment = defineEntity({
  name: 'TestPayment',
  tableName: 'test_payments',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    tier: p.string().$type<PaidTier>(),
    clientSecret: p.string().unique(),
    status: p.string().$type<'requires_payment_method' | 'succeeded' | 'canceled'>(),
    lastErrorCode: p.string().nullable(),
    lastErrorMessage: p.string().nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export type TestPayment = InferEntity<typeof TestPayment>;
