import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginScreen } from './LoginScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Screens/Login',
  component: LoginScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/login' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
