import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@wishlist/service-kit';
import { Subscription, SubscriptionTransition } from './entities.ts';
import { dueEvent, FREE, next, sameState, type SubscriptionEvent, type SubscriptionState } from './state-machine.ts';

/** Where the state machine's decisions are stored: the subscription row and one transition row per change. */

export const stateOf = (row: Subscription | null): SubscriptionState =>
  row
    ? {
        tier: row.tier,
        status: row.status,
        premiumUntil: row.premiumUntil ?? null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        scheduledTier: row.scheduledTier ?? null,
      }
    : FREE;

/** A user's subscription row, locked until its transaction ends. */
export interface LockedSubscription {
  readonly row: Subscription;
  /** The transaction, for what a payment transport stores alongside the change (its own repositories). */
  readonly em: EntityManager;
  state(): SubscriptionState;
  /** Runs one event through the state machine (a refused one throws); a change is stored with its cause. */
  apply(event: SubscriptionEvent, cause: string): void;
}

function locked(em: EntityManager, row: Subscription, now: Date): LockedSubscription {
  return {
    row,
    em,
    state: () => stateOf(row),
    apply(event, cause) {
      const before = stateOf(row);
      const after = next(before, event);
      if (sameState(before, after)) return;
      Object.assign(row, after, { updatedAt: now });
      em.create(SubscriptionTransition, {
        userId: row.userId,
        event: event.type,
        fromTier: before.tier,
        fromStatus: before.status,
        toTier: after.tier,
        toStatus: after.status,
        premiumUntil: after.premiumUntil,
        cancelAtPeriodEnd: after.cancelAtPeriodEnd,
        scheduledTier: after.scheduledTier,
        cause,
        occurredAt: now,
      });
    },
  };
}

/** Applies what time has done by `now` (a canceled period that ran out, test-mode renewals). */
function settle(subscription: LockedSubscription, now: Date, renews: boolean) {
  for (
    let event = dueEvent(subscription.state(), now, renews);
    event;
    event = dueEvent(subscription.state(), now, renews)
  ) {
    subscription.apply(event, event.type === 'ended' ? 'period_ended' : 'test_renewal');
  }
}

/** Users' subscriptions. `renews`: whether this service renews paid periods itself (the test-payment mode). */
export function subscriptionRepository(em: EntityManager) {
  /** The user's row, locked; made on first use (free/active). Only inside a transaction. */
  async function lock(tx: EntityManager, userId: string, now: Date) {
    await sql`insert into billing.subscriptions (user_id, tier, status, cancel_at_period_end, updated_at)
      values (${userId}, 'free', 'active', false, ${now}) on conflict (user_id) do nothing`.execute(tx.getKysely());
    return tx.findOneOrFail(Subscription, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /**
   * One transaction on the user's row: locked, brought up to date with time, then `work` decides what else
   * changes (through `apply`, or what a transport stores); all is committed together or not at all.
   */
  const update = <T>(
    userId: string,
    now: Date,
    renews: boolean,
    work: (subscription: LockedSubscription) => Promise<T> | T,
  ) =>
    em.transactional(async (tx) => {
      const subscription = locked(tx, await lock(tx, userId, now), now);
      settle(subscription, now, renews);
      return work(subscription);
    });

  return {
    update,

    /** The user's subscription as of `now`; takes the row lock only when time has changed something. */
    async current(userId: string, now: Date, renews: boolean): Promise<SubscriptionState> {
      const row = await em.findOne(Subscription, { userId });
      if (!dueEvent(stateOf(row), now, renews)) return stateOf(row);
      return update(userId, now, renews, (subscription) => subscription.state());
    },

    /** The row whose current Stripe subscription this is, locked (null: no user's current one). Only inside a transaction. */
    async lockByStripeSubscription(stripeSubscriptionId: string, now: Date): Promise<LockedSubscription | null> {
      const row = await em.findOne(Subscription, { stripeSubscriptionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      return row && locked(em, row, now);
    },
  };
}
