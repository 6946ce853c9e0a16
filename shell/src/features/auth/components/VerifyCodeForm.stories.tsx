import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyCodeForm } from './VerifyCodeForm.tsx';

const meta = {
  title: 'Shell/Signup/VerifyCodeForm',
  component: VerifyCodeForm,
  args: { email: 'maya@example.com', demoCode: '482913', pending: false, onSubmit: () => undefined, onBack: () => undefined },
} satisfies Meta<typeof VerifyCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoCodeOnScreen: Story = {};
export const CodeSentByMail: Story = { args: { demoCode: null } };
export const IncompleteCode: Story = { args: { error: 'Enter the 6-digit code.' } };
export const CreatingAccount: Story = { args: { pending: true } };
