import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyCodeForm } from './VerifyCodeForm.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Signup/VerifyCodeForm',
  component: VerifyCodeForm,
  decorators: [withMessages(shellCatalogue)],
  args: {
    email: 'maya@example.com',
    demoMode: true,
    pending: false,
    // Sent just now: "Resend code" counts down.
    codeSentAt: Date.now(),
    resending: false,
    onResend: () => undefined,
    onSubmit: () => undefined,
    onBack: () => undefined,
  },
} satisfies Meta<typeof VerifyCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode (no mail server): the code the send answered is shown, and the demo mailbox opens in a new tab. */
export const DemoCodeShown: Story = { args: { demoCode: '482913' } };
/** Demo mode before the send's answer is known to carry a code: the code is read in the demo mailbox. */
export const DemoMailboxLink: Story = {};
export const CodeSentByMail: Story = { args: { demoMode: false } };
export const IncompleteCode: Story = { args: { error: 'Enter the 6-digit code.' } };
export const CreatingAccount: Story = { args: { pending: true } };
/** The wait is over: a new code can be asked for. */
export const ResendOffered: Story = { args: { codeSentAt: 0 } };
/** The address has had its sends for now: the server's limit says when to try again. */
export const ResendLimited: Story = {
  args: { codeSentAt: 0, resendError: 'Too many attempts. Please try again in 14 minutes.' },
};
