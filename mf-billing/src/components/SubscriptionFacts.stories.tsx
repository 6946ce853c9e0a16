import type { Meta, StoryObj } from '@storybook/react-vite';
import { freeSubscription, goldSubscription, premiumSubscription } from '@wishlist/testing/fixtures';
import { Card } from '@wishlist/ui';
import { canceledPremiumSubscription } from '../testing/fixtures.ts';
import { SubscriptionFacts } from './SubscriptionFacts.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../i18n.ts';

const meta = {
  title: 'Billing/SubscriptionFacts',
  component: SubscriptionFacts,
  decorators: [
    withMessages(billingCatalogue),
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof SubscriptionFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = { args: { subscription: freeSubscription, planName: 'Free' } };
export const Premium: Story = { args: { subscription: premiumSubscription, planName: 'Premium' } };
export const GoldUnlimited: Story = { args: { subscription: goldSubscription, planName: 'Gold' } };
export const Canceling: Story = { args: { subscription: canceledPremiumSubscription, planName: 'Premium' } };
export const PastDue: Story = {
  args: { subscription: { ...premiumSubscription, status: 'past_due' }, planName: 'Premium' },
};
