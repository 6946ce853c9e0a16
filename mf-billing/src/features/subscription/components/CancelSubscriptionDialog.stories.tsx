import type { Meta, StoryObj } from '@storybook/react-vite';
import { maya } from '@wishlist/testing/fixtures';
import { fn } from 'storybook/test';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(billingCatalogue)],
  title: 'Billing/CancelSubscriptionDialog',
  component: CancelSubscriptionDialog,
  args: {
    userId: maya.id,
    planName: 'Premium',
    premiumUntil: '2026-12-22T09:30:00Z',
    open: true,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof CancelSubscriptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation of spec §8, before anything is canceled, with the date the plan is kept until. */
export const AskingToConfirm: Story = {};
