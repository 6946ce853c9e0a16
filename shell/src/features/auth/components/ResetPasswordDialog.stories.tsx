import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

const meta = {
  title: 'Shell/Login/ResetPasswordDialog',
  component: ResetPasswordDialog,
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof ResetPasswordDialog>;

export default meta;
export const Open: StoryObj<typeof meta> = {};
