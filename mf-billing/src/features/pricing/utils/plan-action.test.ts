import type { Subscription, SubscriptionPlan } from '@wishlist/contract/client';
import { describe, expect, it } from 'vitest';
import { freePlan, goldPlan, premiumPlan } from '../../../testing/fixtures.ts';
import { planAction } from './plan-action.ts';

const free: SubscriptionPlan = { ...freePlan, features: [] };
const premium: SubscriptionPlan = { ...premiumPlan, features: [] };
const gold: SubscriptionPlan = { ...goldPlan, features: [] };

const on = (tier: Subscription['tier'], status: Subscription['status'] = 'active'): Subscription => ({
  tier,
  status,
  dailyLikes: 0,
  dailyLikeLimit: 10,
  premiumUntil: null,
  cancelAtPeriodEnd: false,
});

describe('planAction', () => {
  it('offers every paid plan to a free user and marks free as current', () => {
    expect(planAction(free, on('free'))).toEqual({ label: { kind: 'current' }, disabled: false });
    expect(planAction(premium, on('free'))).toEqual({ label: { kind: 'choose' }, disabled: false });
    expect(planAction(gold, on('free'))).toEqual({ label: { kind: 'choose' }, disabled: false });
  });

  it("marks a paid user's active plan as current and does not offer it again", () => {
    expect(planAction(premium, on('premium'))).toEqual({ label: { kind: 'current' }, disabled: true });
    expect(planAction(gold, on('premium'))).toEqual({ label: { kind: 'choose' }, disabled: false });
  });

  it('offers a plan again when its subscription is not active', () => {
    expect(planAction(premium, on('premium', 'incomplete'))).toEqual({ label: { kind: 'choose' }, disabled: false });
  });

  it('says when a downgrade waiting for the renewal starts, and does not offer it again', () => {
    const downgrading = { ...on('gold'), premiumUntil: '2026-12-22T12:00:00Z', scheduledTier: 'premium' as const };
    expect(planAction(premium, downgrading)).toEqual({
      label: { kind: 'starts', date: '2026-12-22T12:00:00Z' },
      disabled: true,
    });
    expect(planAction(gold, downgrading)).toEqual({ label: { kind: 'current' }, disabled: true });
  });

  it('reads for a guest like for a free user', () => {
    expect(planAction(free, undefined).label).toEqual({ kind: 'current' });
    expect(planAction(premium, undefined).label).toEqual({ kind: 'choose' });
  });
});
