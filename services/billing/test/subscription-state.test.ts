import { describe, expect, it } from 'vitest';
import {
  addMonth,
  dueEvent,
  FREE,
  next,
  planChange,
  proratedCents,
  type SubscriptionState,
} from '../src/core/state-machine.ts';

/** A refusal of the state machine: the contract's code. */
const refused = (code: string) => expect.objectContaining({ code });

const until = new Date('2026-12-22T09:30:00Z');
const premium: SubscriptionState = {
  tier: 'premium',
  status: 'active',
  premiumUntil: until,
  cancelAtPeriodEnd: false,
  scheduledTier: null,
};

describe('the subscription state machine', () => {
  it('a paid period makes the tier paid and active until its end', () => {
    expect(next(FREE, { type: 'period_paid', tier: 'gold', periodEnd: until })).toEqual({
      tier: 'gold',
      status: 'active',
      premiumUntil: until,
      cancelAtPeriodEnd: false,
      scheduledTier: null,
    });
  });

  it('a cancel keeps the tier until the end of the period; only a paid, uncanceled subscription can be canceled', () => {
    const canceled = next(premium, { type: 'cancel_scheduled' });
    expect(canceled).toEqual({ ...premium, cancelAtPeriodEnd: true });
    expect(() => next(canceled, { type: 'cancel_scheduled' })).toThrow(refused('ALREADY_CANCELED'));
    expect(() => next(FREE, { type: 'cancel_scheduled' })).toThrow('You have no paid subscription to cancel.');
    expect(next(canceled, { type: 'cancel_withdrawn' })).toEqual(premium);
  });

  it("a failed renewal: past_due keeps the tier during Stripe's retries, unpaid takes it away", () => {
    expect(next(premium, { type: 'renewal_failed', status: 'past_due' })).toEqual({ ...premium, status: 'past_due' });
    expect(next(premium, { type: 'renewal_failed', status: 'unpaid' })).toEqual({ ...FREE, status: 'unpaid' });
    expect(() => next(FREE, { type: 'renewal_failed', status: 'past_due' })).toThrow(refused('NOT_RENEWABLE'));
  });

  it('time ends a canceled period at premiumUntil, not before', () => {
    const canceled = { ...premium, cancelAtPeriodEnd: true };
    expect(dueEvent(canceled, new Date(until.getTime() - 1), true)).toBeNull();
    expect(dueEvent(canceled, until, false)).toEqual({ type: 'ended' });
    expect(next(canceled, { type: 'ended' })).toEqual(FREE);
  });

  it('time renews an uncanceled period only where this service renews (test mode), past every missed month', () => {
    expect(dueEvent(premium, new Date('2027-02-01T00:00:00Z'), false)).toBeNull();
    expect(dueEvent(premium, new Date('2027-02-01T00:00:00Z'), true)).toEqual({
      type: 'period_paid',
      tier: 'premium',
      periodEnd: new Date('2027-02-22T09:30:00Z'),
    });
    expect(dueEvent({ ...premium, status: 'past_due' }, new Date('2027-02-01T00:00:00Z'), true)).toBeNull();
    expect(dueEvent(FREE, new Date('2030-01-01T00:00:00Z'), true)).toBeNull();
  });

  it('a higher plan starts at once in the same period; a lower one waits for the renewal, which brings it', () => {
    const gold = next(premium, planChange(premium, 'gold'));
    expect(gold).toEqual({ ...premium, tier: 'gold' });
    const downgrading = next(gold, planChange(gold, 'premium'));
    expect(downgrading).toEqual({ ...gold, scheduledTier: 'premium' });
    expect(dueEvent(downgrading, until, true)).toEqual({
      type: 'period_paid',
      tier: 'premium',
      periodEnd: addMonth(until),
    });
    expect(next(downgrading, { type: 'period_paid', tier: 'premium', periodEnd: addMonth(until) })).toEqual({
      ...premium,
      premiumUntil: addMonth(until),
    });
    // Choosing the current plan again withdraws the waiting downgrade.
    expect(planChange(downgrading, 'gold')).toEqual({ type: 'downgrade_withdrawn' });
    expect(next(downgrading, { type: 'downgrade_withdrawn' })).toEqual(gold);
  });

  it('refuses a change to the same plan, from free, while a payment is due, and down from a canceled plan', () => {
    expect(() => planChange(premium, 'premium')).toThrow('You already have this plan.');
    expect(() => planChange(FREE, 'gold')).toThrow(refused('NO_PLAN_TO_CHANGE'));
    expect(() => planChange({ ...premium, status: 'past_due' }, 'gold')).toThrow(refused('NOT_ACTIVE'));
    expect(() => planChange({ ...premium, tier: 'gold', cancelAtPeriodEnd: true }, 'premium')).toThrow(
      'ends with the period',
    );
    expect(() => next(premium, { type: 'downgrade_scheduled', tier: 'gold' })).toThrow(refused('INVALID_TRANSITION'));
  });

  it('prorates an upgrade by the time left in the monthly period', () => {
    expect(proratedCents(999, 1999, until, new Date('2026-11-22T09:30:00Z'))).toBe(1000);
    expect(proratedCents(999, 1999, until, new Date('2026-12-07T09:30:00Z'))).toBe(500);
    expect(proratedCents(999, 1999, until, until)).toBe(0);
  });

  it.each([
    ['2026-11-22T09:30:00.000Z', '2026-12-22T09:30:00.000Z'],
    ['2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z'],
    ['2028-01-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', '2027-01-31T23:59:59.000Z'],
  ])('a month after %s is %s', (from, to) => {
    expect(addMonth(new Date(from)).toISOString()).toBe(to);
  });
});
