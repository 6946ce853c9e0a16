import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessibilityScreen } from './AccessibilityScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Screens/Accessibility',
  component: AccessibilityScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/accessibility' } },
} satisfies Meta<typeof AccessibilityScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
