import type { Meta, StoryObj } from '@storybook/react-vite';
import { goldSubscription, maya } from '@wishlist/testing/fixtures';
import { canceledPremiumSubscription } from '../testing/fixtures.ts';
import { PendingChange } from './PendingChange.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../i18n.ts';

const meta = {
  decorators: [withMessages(billingCatalogue)],
  title: 'Billing/PendingChange',
  component: PendingChange,
  args: { subscription: canceledPremiumSubscription, userId: maya.id },
} satisfies Meta<typeof PendingChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Canceled: kept to the end of the period, with Resume Subscription until then. */
export const Canceled: Story = {};

/** Gold moving down to Premium at the renewal, with Keep Gold. */
export const DowngradeAtRenewal: Story = { args: { subscription: { ...goldSubscription, scheduledTier: 'premium' } } };
