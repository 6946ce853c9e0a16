import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignupDetailsForm } from './SignupDetailsForm.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Signup/SignupDetailsForm',
  component: SignupDetailsForm,
  decorators: [withMessages(shellCatalogue)],
  args: {
    values: { username: '', password: '', email: '' },
    errors: {},
    pending: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof SignupDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Missing: Story = {
  args: { errors: { username: 'Choose a username.', password: 'Choose a password.', email: 'Enter your email.' } },
};
export const Invalid: Story = {
  args: {
    values: { username: 'my', password: 'abc', email: 'maya@' },
    errors: {
      username: 'Use 3 to 30 letters, numbers, dots or underscores.',
      password: 'Use at least 8 characters.',
      email: 'Enter a valid email address.',
    },
  },
};
/** The server's password rule, said beside the field on the first step (no code was sent). */
export const WeakPassword: Story = {
  args: {
    values: { username: 'maya', password: 'password123', email: 'maya@example.com' },
    errors: { password: 'This password is one of the most common and easy to guess. Please choose another.' },
  },
};
export const SendingCode: Story = {
  args: { values: { username: 'maya', password: 'correct-horse', email: 'maya@example.com' }, pending: true },
};
