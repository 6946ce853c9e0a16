import type { Meta, StoryObj } from '@storybook/react-vite';
import { listSubscriptionPlansQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import {
  apiError,
  freeSubscription,
  goldSubscription,
  maya,
  premiumSubscription,
  serviceUnavailable,
} from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { subscriptionQueryKey } from '@wishlist/shared-data/subscription';
import { canceledPremiumSubscription, plans } from '../../../testing/fixtures.ts';
import { SubscriptionScreen } from './SubscriptionScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(billingCatalogue)],
  title: 'Billing/SubscriptionScreen',
  component: SubscriptionScreen,
  parameters: { frame: 'screen', sessionUser: maya, router: { url: '/subscription' } },
} satisfies Meta<typeof SubscriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSubscription = (subscription: unknown) =>
  withQueries({
    data: [
      [listSubscriptionPlansQueryKey(), plans],
      [subscriptionQueryKey(maya.id), subscription],
    ],
  });

export const Guest: Story = { parameters: { sessionUser: null } };

export const Free: Story = { decorators: [withSubscription(freeSubscription)] };

export const Premium: Story = { decorators: [withSubscription(premiumSubscription)] };

export const Gold: Story = { decorators: [withSubscription(goldSubscription)] };

export const CanceledUntilPeriodEnd: Story = { decorators: [withSubscription(canceledPremiumSubscription)] };

/** Gold, moving down to Premium when the period renews. */
export const DowngradeAtRenewal: Story = {
  decorators: [withSubscription({ ...goldSubscription, scheduledTier: 'premium' })],
};

export const Loading: Story = { decorators: [withQueries({ pending: [subscriptionQueryKey(maya.id)] })] };

/** The server session ended: the same log-in prompt as for a guest. */
export const SessionExpired: Story = {
  decorators: [
    withQueries({
      failed: [
        [subscriptionQueryKey(maya.id), apiError(401, 'Unauthorized', 'Sign in to continue.', 'UNAUTHENTICATED')],
      ],
    }),
  ],
};

export const LoadFailed: Story = {
  decorators: [withQueries({ failed: [[subscriptionQueryKey(maya.id), serviceUnavailable]] })],
};
