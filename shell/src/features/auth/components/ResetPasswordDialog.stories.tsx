import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Login/ResetPasswordDialog',
  component: ResetPasswordDialog,
  decorators: [withMessages(shellCatalogue)],
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof ResetPasswordDialog>;

export default meta;
export const Open: StoryObj<typeof meta> = {};
