import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Shell/Screens/NotFound',
  component: NotFound,
  parameters: { frame: 'screen', router: { url: '/no-such-page' } },
} satisfies Meta<typeof NotFound>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
