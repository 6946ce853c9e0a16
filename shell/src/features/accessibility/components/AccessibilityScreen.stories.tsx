import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessibilityScreen } from './AccessibilityScreen.tsx';

const meta = {
  title: 'Shell/Screens/Accessibility',
  component: AccessibilityScreen,
  parameters: { frame: 'screen', router: { url: '/accessibility' } },
} satisfies Meta<typeof AccessibilityScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
