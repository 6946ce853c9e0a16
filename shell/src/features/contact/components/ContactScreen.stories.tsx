import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactScreen } from './ContactScreen.tsx';

const meta = {
  title: 'Shell/Screens/Contact',
  component: ContactScreen,
  parameters: { frame: 'screen', router: { url: '/contact' } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
