import type { Meta, StoryObj } from '@storybook/react-vite';
import { getBillingConfigQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { maya } from '@wishlist/mf-shared/testing/fixtures';
import { withQueries } from '@wishlist/mf-shared/testing/story-queries';
import { fn } from 'storybook/test';
import { goldPlan, premiumPlan } from '../../../testing/fixtures.ts';
import { CheckoutPanel } from './CheckoutPanel.tsx';

const meta = {
  title: 'Billing/CheckoutPanel',
  component: CheckoutPanel,
  args: {
    checkout: { plan: premiumPlan, clientSecret: 'tpi_3f6c8f9a_secret_8d7e6f5a4b3c', mode: 'test' },
    userId: maya.id,
    onClose: fn(),
  },
} satisfies Meta<typeof CheckoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Billing's test mode (the default of `npm start`): the test-card form. */
export const TestModePremium: Story = {};

export const TestModeGold: Story = {
  args: { checkout: { plan: goldPlan, clientSecret: 'tpi_3f6c8f9a_secret_1a2b3c', mode: 'test' } },
};

/** Stripe mode while the billing config loads. */
export const StripeLoading: Story = {
  args: { checkout: { plan: premiumPlan, clientSecret: 'pi_3Q_secret_abc', mode: 'stripe' } },
  decorators: [withQueries({ pending: [getBillingConfigQueryKey()] })],
};

/** Stripe mode without a publishable key: a clear message instead of a form that cannot work. */
export const StripeWithoutKey: Story = {
  args: { checkout: { plan: premiumPlan, clientSecret: 'pi_3Q_secret_abc', mode: 'stripe' } },
  decorators: [withQueries({ data: [[getBillingConfigQueryKey(), { mode: 'stripe', publishableKey: null }]] })],
};
