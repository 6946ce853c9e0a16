import type { Meta, StoryObj } from '@storybook/react-vite';
import { getBillingConfigQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { maya } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { fn, userEvent, within } from 'storybook/test';
import { goldPlan, premiumPlan } from '../../../testing/fixtures.ts';
import { CheckoutPanel } from './CheckoutPanel.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { billingCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(billingCatalogue)],
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

/** A card error said next to its field: the expiry typed as digits, the number left short. */
export const TestModeCardError: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Card number'), '4242');
    await userEvent.type(form.getByLabelText('Expiry'), '1230');
    await userEvent.type(form.getByLabelText('CVC'), '123');
    await userEvent.click(form.getByRole('button', { name: 'Subscribe to Premium' }));
  },
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
