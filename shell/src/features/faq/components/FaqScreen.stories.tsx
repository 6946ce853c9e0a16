import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqScreen } from './FaqScreen.tsx';

const meta = {
  title: 'Shell/Screens/FAQ',
  component: FaqScreen,
  parameters: { frame: 'screen', router: { url: '/faq' } },
} satisfies Meta<typeof FaqScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
