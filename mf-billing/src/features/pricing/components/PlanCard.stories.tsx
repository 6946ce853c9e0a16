import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { freePlan, goldPlan, premiumPlan } from '../../../testing/fixtures.ts';
import { PlanCard } from './PlanCard.tsx';

const meta = {
  title: 'Billing/PlanCard',
  component: PlanCard,
  args: { onChoose: fn() },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeIsCurrent: Story = {
  args: { plan: freePlan, action: { label: 'Current Plan', disabled: false } },
};

export const PremiumOnOffer: Story = {
  args: { plan: premiumPlan, action: { label: 'Choose Premium', disabled: false } },
};

export const PremiumIsCurrent: Story = {
  args: { plan: premiumPlan, action: { label: 'Current Plan', disabled: true } },
};

export const GoldMostPopular: Story = {
  args: { plan: goldPlan, action: { label: 'Choose Gold', disabled: false } },
};

export const WhileStartingASubscription: Story = {
  args: { plan: goldPlan, action: { label: 'Choose Gold', disabled: false }, busy: true },
};
