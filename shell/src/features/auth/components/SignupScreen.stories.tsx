import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignupScreen } from './SignupScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Screens/Signup',
  component: SignupScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/signup' } },
} satisfies Meta<typeof SignupScreen>;

export default meta;
export const Details: StoryObj<typeof meta> = {};
