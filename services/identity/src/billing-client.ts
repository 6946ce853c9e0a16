import { serviceClient } from '@wishlist/service-kit';
import type { IdentityConfig } from './config.ts';

/** Billing's internal operations on a person's data, as identity uses them; the caller decides what a failure means. */
export function billingClient(config: Pick<IdentityConfig, 'BILLING_URL' | 'SERVICE_TOKEN' | 'BILLING_TIMEOUT_MS'>) {
  const billing = serviceClient({
    urls: config.BILLING_URL,
    serviceToken: config.SERVICE_TOKEN,
    timeoutMs: config.BILLING_TIMEOUT_MS,
  });
  return {
    deleteUserData: (userId: string) =>
      billing.call((api) => api.DELETE('/internal/billing/users/{userId}', { params: { path: { userId } } })),
    exportUserData: (userId: string) =>
      billing.call((api) => api.GET('/internal/billing/users/{userId}/export', { params: { path: { userId } } })),
  };
}

export type BillingClient = ReturnType<typeof billingClient>;
