import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound.tsx';
import { shellCatalogue } from '../../i18n.ts';

const meta = {
  title: 'Shell/Screens/NotFound',
  component: NotFound,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/no-such-page' } },
} satisfies Meta<typeof NotFound>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
