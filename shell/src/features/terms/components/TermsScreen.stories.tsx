import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsScreen } from './TermsScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Screens/Terms',
  component: TermsScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/terms' } },
} satisfies Meta<typeof TermsScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
