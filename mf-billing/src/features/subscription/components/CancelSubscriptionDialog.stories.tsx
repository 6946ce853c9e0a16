import type { Meta, StoryObj } from '@storybook/react-vite';
import { maya } from '@wishlist/mf-shared/testing/fixtures';
import { fn } from 'storybook/test';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';

const meta = {
  title: 'Billing/CancelSubscriptionDialog',
  component: CancelSubscriptionDialog,
  args: { userId: maya.id, open: true, onOpenChange: fn() },
} satisfies Meta<typeof CancelSubscriptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation of spec §8, before anything is canceled. */
export const AskingToConfirm: Story = {};
