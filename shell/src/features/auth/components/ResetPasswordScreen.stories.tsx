import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Shell/Screens/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { frame: 'screen', router: { url: '/reset-password?token=q3Yx0m3H9bq3m4Q8v2f1dGk7yP0sZr5nXwLcA6eB1uE' } },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a reset link: the new password, twice. */
export const Default: Story = {};

/** Opened without a token (a link cut short): how to get a new one. */
export const NoToken: Story = { parameters: { router: { url: '/reset-password' } } };
