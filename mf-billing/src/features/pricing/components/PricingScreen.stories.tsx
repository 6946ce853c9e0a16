import type { Meta, StoryObj } from '@storybook/react-vite';
import { listSubscriptionPlansQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import {
  freeSubscription,
  goldSubscription,
  maya,
  premiumSubscription,
  serviceUnavailable,
} from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { subscriptionQueryKey } from '@wishlist/shared-data/subscription';
import { canceledPremiumSubscription, plans } from '../../../testing/fixtures.ts';
import { PricingScreen } from './PricingScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(billingCatalogue)],
  title: 'Billing/PricingScreen',
  component: PricingScreen,
  parameters: { frame: 'screen', sessionUser: maya, router: { url: '/pricing' } },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (subscription: unknown) =>
  withQueries({
    data: [
      [listSubscriptionPlansQueryKey(), plans],
      [subscriptionQueryKey(maya.id), subscription],
    ],
  });

export const Guest: Story = {
  parameters: { sessionUser: null },
  decorators: [withQueries({ data: [[listSubscriptionPlansQueryKey(), plans]] })],
};

export const FreeUser: Story = { decorators: [signedIn(freeSubscription)] };

export const PremiumUser: Story = { decorators: [signedIn(premiumSubscription)] };

export const GoldUser: Story = { decorators: [signedIn(goldSubscription)] };

/** Canceled: kept to the period's end, with Resume Subscription. */
export const CanceledKeepsAccess: Story = { decorators: [signedIn(canceledPremiumSubscription)] };

/** Gold moving down to Premium at the renewal: the date, Keep Gold, and the Premium card saying when it starts. */
export const DowngradeAtRenewal: Story = { decorators: [signedIn({ ...goldSubscription, scheduledTier: 'premium' })] };

export const Loading: Story = {
  decorators: [withQueries({ pending: [listSubscriptionPlansQueryKey(), subscriptionQueryKey(maya.id)] })],
};

export const PlansFailed: Story = {
  decorators: [
    withQueries({
      data: [[subscriptionQueryKey(maya.id), freeSubscription]],
      failed: [[listSubscriptionPlansQueryKey(), serviceUnavailable]],
    }),
  ],
};
