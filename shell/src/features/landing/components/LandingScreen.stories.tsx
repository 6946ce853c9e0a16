import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingScreen } from './LandingScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Screens/Landing',
  component: LandingScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
