import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingScreen } from './LandingScreen.tsx';

const meta = {
  title: 'Shell/Screens/Landing',
  component: LandingScreen,
  parameters: { frame: 'screen' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
