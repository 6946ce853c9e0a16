import type { Meta, StoryObj } from '@storybook/react-vite';
import { freeSubscription, premiumSubscription } from '@wishlist/testing/fixtures';
import { fn } from 'storybook/test';
import { plans } from '../../../testing/fixtures.ts';
import { PlanGrid } from './PlanGrid.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(billingCatalogue)],
  title: 'Billing/PlanGrid',
  component: PlanGrid,
  args: { plans, subscription: freeSubscription, onChoose: fn(), busy: false },
} satisfies Meta<typeof PlanGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free member: Free is current, each paid plan on offer. */
export const FreeMember: Story = {};

/** A Premium member: Premium is current. */
export const PremiumMember: Story = { args: { subscription: premiumSubscription } };

/** Starting a subscription: the buttons wait. */
export const Starting: Story = { args: { busy: true } };
