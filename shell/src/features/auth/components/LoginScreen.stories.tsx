import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Shell/Screens/Login',
  component: LoginScreen,
  parameters: { frame: 'screen', router: { url: '/login' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
