import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, sql } from '@wishlist/service-kit';
import { subscriptionRepository } from '../core/subscription-repository.ts';

/** Stripe's events as received: each event id is stored once (only this module touches billing.stripe_events). */
export function stripeEventRepository(em: EntityManager) {
  return {
    /**
     * One transaction: the event id is stored, and when it is new, `work` runs with the subscriptions of the same
     * transaction, so an event is acted on exactly once however often Stripe delivers it.
     */
    receiveOnce: (
      event: { id: string; type: string },
      at: Date,
      work: (subscriptions: ReturnType<typeof subscriptionRepository>) => Promise<void>,
    ) =>
      em.transactional(async (tx) => {
        const inserted = await rows(
          tx.getKysely(),
          sql<{ id: string }>`insert into billing.stripe_events (id, type, received_at)
            values (${event.id}, ${event.type}, ${at}) on conflict (id) do nothing returning id`,
        );
        if (inserted.length > 0) await work(subscriptionRepository(tx));
      }),
  };
}
