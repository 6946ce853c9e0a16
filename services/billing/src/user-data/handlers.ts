import { ApiError, forgetUserQuotas, type Handlers } from '@wishlist/service-kit';
import { deleteObjectsOf, type ObjectStore } from '../core/object-store.ts';
import type { PaymentTransport } from '../core/payment-transport.ts';
import { billingQuotas } from '../quotas.ts';
import { userDataRepository } from './repository.ts';

/** A person's data in billing, for identity: deleted when their account is, read for their data download. */
export function userDataHandlers({ transport, store }: { transport: PaymentTransport; store: ObjectStore }) {
  return {
    // In an order that a retry can take up anywhere: the paid subscription ends first (nobody is charged for a
    // deleted account), then the person at the payment provider, then the objects, then the rows that list them.
    async deleteBillingUserData(request) {
      const { userId } = request.params;
      const data = userDataRepository(request.em);
      const subscription = await data.subscription(userId);
      if (subscription) {
        await transport.endNow(subscription);
        await transport.forgetCustomer(subscription);
      }
      let objects;
      try {
        objects = await deleteObjectsOf(store, userId);
      } catch (err) {
        request.log.error({ err }, 'the objects of a deleted account could not be deleted');
        throw new ApiError('STORE_UNAVAILABLE');
      }
      const rows = await data.delete(userId);
      await forgetUserQuotas(request.server.pool, billingQuotas, userId);
      return { rows, objects };
    },

    async exportBillingUserData(request) {
      return userDataRepository(request.em).export(request.params.userId);
    },
  } satisfies Handlers;
}
