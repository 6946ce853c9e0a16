import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyCodeForm } from './VerifyCodeForm.tsx';

const meta = {
  title: 'Shell/Signup/VerifyCodeForm',
  component: VerifyCodeForm,
  args: {
    email: 'maya@example.com',
    demoMode: true,
    pending: false,
    onSubmit: () => undefined,
    onBack: () => undefined,
  },
} satisfies Meta<typeof VerifyCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode (no mail server): the code is read in the demo mailbox, which opens in a new tab. */
export const DemoMailboxLink: Story = {};
export const CodeSentByMail: Story = { args: { demoMode: false } };
export const IncompleteCode: Story = { args: { error: 'Enter the 6-digit code.' } };
export const CreatingAccount: Story = { args: { pending: true } };
