import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlanCard } from './PlanCard.tsx';

const meta = {
  title: 'Billing/PlanCard',
  component: PlanCard,
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  args: { plan: { id: 'free', name: 'Free', price: 0, features: ['10 likes per day', 'Basic profile viewing', 'Limited messaging'] } },
};

export const Premium: Story = {
  args: {
    plan: {
      id: 'premium',
      name: 'Premium',
      price: 9.99,
      features: ['100 likes per day', 'See who likes you', 'Unlimited messaging', 'Profile boost (1 per month)', 'Advanced filters'],
    },
  },
};

export const GoldMostPopular: Story = {
  args: {
    plan: {
      id: 'gold',
      name: 'Gold',
      price: 19.99,
      features: ['Unlimited likes', 'Super likes (5 per day)', 'Profile boost (5 per month)', 'Read receipts', 'Priority matching', 'Incognito mode'],
    },
  },
};
