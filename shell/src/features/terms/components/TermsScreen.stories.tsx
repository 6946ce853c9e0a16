import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsScreen } from './TermsScreen.tsx';

const meta = {
  title: 'Shell/Screens/Terms',
  component: TermsScreen,
  parameters: { frame: 'screen', router: { url: '/terms' } },
} satisfies Meta<typeof TermsScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
