import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignupScreen } from './SignupScreen.tsx';

const meta = {
  title: 'Shell/Screens/Signup',
  component: SignupScreen,
  parameters: { frame: 'screen', router: { url: '/signup' } },
} satisfies Meta<typeof SignupScreen>;

export default meta;
export const Details: StoryObj<typeof meta> = {};
