import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqScreen } from './FaqScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Screens/FAQ',
  component: FaqScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/faq' } },
} satisfies Meta<typeof FaqScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
