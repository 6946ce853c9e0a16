import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@wishlist/ui';
import { fn } from 'storybook/test';
import { goldPlan, premiumPlan } from '../../../testing/fixtures.ts';
import { ChangePlanConfirmation } from './ChangePlanDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Billing/ChangePlanConfirmation',
  component: ChangePlanConfirmation,
  decorators: [
    withMessages(billingCatalogue),
    (Story) => (
      <Card $padding="lg">
        <Story />
      </Card>
    ),
  ],
  args: {
    change: {
      tier: 'gold',
      when: 'now',
      effectiveAt: '2026-12-07T09:30:00Z',
      renewsAt: '2026-12-22T09:30:00Z',
      amountDue: 5,
      price: goldPlan.price,
    },
    planName: goldPlan.name,
    currentPlanName: premiumPlan.name,
    pending: false,
    failure: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ChangePlanConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Premium → Gold: at once, the prorated difference today. */
export const UpgradeNow: Story = {};

export const UpgradeProcessing: Story = { args: { pending: true } };

/** The card on file was declined: said next to the button. */
export const UpgradeDeclined: Story = { args: { failure: 'Your card has insufficient funds.' } };

/** Gold → Premium: at the renewal, nothing today. */
export const DowngradeAtRenewal: Story = {
  args: {
    change: {
      tier: 'premium',
      when: 'renewal',
      effectiveAt: '2026-12-22T09:30:00Z',
      renewsAt: '2026-12-22T09:30:00Z',
      amountDue: 0,
      price: premiumPlan.price,
    },
    planName: premiumPlan.name,
    currentPlanName: goldPlan.name,
  },
};

/** Gold cancelled, then Premium chosen: the switch resumes the subscription, and Premium starts at the renewal. */
export const SwitchAfterCancel: Story = {
  args: { ...DowngradeAtRenewal.args, canceled: true },
};
