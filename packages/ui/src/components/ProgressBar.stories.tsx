import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Design system/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Uploading photos' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = { args: { value: 5 } };
export const Halfway: Story = {};
export const Done: Story = { args: { value: 100 } };
