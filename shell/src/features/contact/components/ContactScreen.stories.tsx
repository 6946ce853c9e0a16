import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactScreen } from './ContactScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Screens/Contact',
  component: ContactScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/contact' } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
