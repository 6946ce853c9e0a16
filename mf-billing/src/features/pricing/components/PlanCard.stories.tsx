import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { planLines } from '@wishlist/shared-data/plans';
import { freePlan, goldPlan, plans, premiumPlan } from '../../../testing/fixtures.ts';
import { PlanCard } from './PlanCard.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(billingCatalogue)],
  title: 'Billing/PlanCard',
  component: PlanCard,
  args: { onChoose: fn() },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeIsCurrent: Story = {
  args: { plan: freePlan, lines: planLines(plans, freePlan), action: { label: { kind: 'current' }, disabled: false } },
};

export const PremiumOnOffer: Story = {
  args: {
    plan: premiumPlan,
    lines: planLines(plans, premiumPlan),
    action: { label: { kind: 'choose' }, disabled: false },
  },
};

export const PremiumIsCurrent: Story = {
  args: {
    plan: premiumPlan,
    lines: planLines(plans, premiumPlan),
    action: { label: { kind: 'current' }, disabled: true },
  },
};

export const GoldMostPopular: Story = {
  args: { plan: goldPlan, lines: planLines(plans, goldPlan), action: { label: { kind: 'choose' }, disabled: false } },
};

export const WhileStartingASubscription: Story = {
  args: {
    plan: goldPlan,
    lines: planLines(plans, goldPlan),
    action: { label: { kind: 'choose' }, disabled: false },
    busy: true,
  },
};
