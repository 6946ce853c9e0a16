import { ApiError, declaredErrors, isErrorCode, type ErrorCode } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { BillingConfig } from '../config.ts';
import type { PaidTier } from '../core/state-machine.ts';

export type StripeConfig = BillingConfig & {
  STRIPE_SECRET_KEY: string;
  STRIPE_PUBLISHABLE_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_PRICE_PREMIUM: string;
  STRIPE_PRICE_GOLD: string;
};

export const stripeConfigured = (config: BillingConfig): config is StripeConfig => Boolean(config.STRIPE_SECRET_KEY);

/** This service's Stripe account: its SDK, the prices of the paid plans, and where its failures are logged. */
export interface StripeAccount {
  api: Stripe;
  prices: Record<PaidTier, string>;
  publishableKey: string;
  webhookSecret: string;
  log: FastifyBaseLogger;
}

/** Stripe's SDK, pointed at STRIPE_API_URL when set (stripe-mock, or the tests' stand-in). */
export function stripeAccount(config: StripeConfig, log: FastifyBaseLogger): StripeAccount {
  const host = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const api = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(host && {
      host: host.hostname,
      port: host.port || undefined,
      protocol: host.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  return {
    api,
    prices: { premium: config.STRIPE_PRICE_PREMIUM, gold: config.STRIPE_PRICE_GOLD },
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    log,
  };
}

/** The paid plan a Stripe price is configured for; null when none is. */
export const tierOfPrice = (prices: StripeAccount['prices'], priceId: string | undefined) =>
  (Object.keys(prices) as PaidTier[]).find((tier) => prices[tier] === priceId) ?? null;

/** Whether Stripe's reason for a declined card is one of the contract's declines (402, in Stripe's words). */
const isDecline = (reason: string | undefined): reason is ErrorCode =>
  isErrorCode(reason) && declaredErrors[reason].status === 402;

/**
 * Calls Stripe; a declined card is the user's to see (402), other failures become a 502 the user can retry
 * (Stripe's details go to the log).
 */
export async function callStripe<T>(log: FastifyBaseLogger, what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      // Stripe's reason when the contract lists it, else the general decline: its message says the rest.
      const reason = err.decline_code ?? err.code;
      throw new ApiError(isDecline(reason) ? reason : 'card_declined');
    }
    log.error({ err }, `Stripe ${what} failed`);
    throw new ApiError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
}
