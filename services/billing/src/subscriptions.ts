import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@wishlist/service-kit';
import { Subscription, SubscriptionTransition } from './entities.ts';
import { dueEvent, FREE, next, sameState, TransitionRefused, type SubscriptionEvent, type SubscriptionState } from './subscription-state.ts';

/** Where the state machine's decisions are stored: the subscription row and one transition row per change. */

export const stateOf = (row: Subscription | null): SubscriptionState =>
  row ? { tier: row.tier, status: row.status, premiumUntil: row.premiumUntil ?? null, cancelAtPeriodEnd: row.cancelAtPeriodEnd } : FREE;

/** The user's subscription row, locked until the transaction ends; made on first use (free/active). */
export async function lockSubscription(em: EntityManager, userId: string, now: Date): Promise<Subscription> {
  await em.execute(
    `insert into "billing"."subscriptions" ("user_id", "tier", "status", "cancel_at_period_end", "updated_at")
     values (?, 'free', 'active', false, ?) on conflict ("user_id") do nothing`,
    [userId, now],
  );
  return em.findOneOrFail(Subscription, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** Runs one event through the state machine; a change is stored together with its cause. */
export function apply(em: EntityManager, row: Subscription, event: SubscriptionEvent, cause: string, now: Date) {
  const before = stateOf(row);
  let after: SubscriptionState;
  try {
    after = next(before, event);
  } catch (err) {
    if (err instanceof TransitionRefused) throw new ApiError(409, err.message, 'INVALID_TRANSITION');
    throw err;
  }
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
    cause,
    occurredAt: now,
  });
}

/** Applies what time has done by `now` (a canceled period that ran out, test-mode renewals). */
export function settle(em: EntityManager, row: Subscription, now: Date, renews: boolean) {
  for (let event = dueEvent(stateOf(row), now, renews); event; event = dueEvent(stateOf(row), now, renews)) {
    apply(em, row, event, event.type === 'ended' ? 'period_ended' : 'test_renewal', now);
  }
}

/** The user's subscription as of `now`; takes the row lock only when time has changed something. */
export async function currentState(em: EntityManager, userId: string, now: Date, renews: boolean): Promise<SubscriptionState> {
  const row = await em.findOne(Subscription, { userId });
  if (!dueEvent(stateOf(row), now, renews)) return stateOf(row);
  return em.transactional(async (tx) => {
    const locked = await lockSubscription(tx, userId, now);
    settle(tx, locked, now, renews);
    return stateOf(locked);
  });
}
