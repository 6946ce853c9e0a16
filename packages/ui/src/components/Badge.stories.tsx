import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { CrownIcon } from './icons.tsx';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Free' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Free</Badge>
      <Badge $tone="primary">Most Popular</Badge>
      <Badge $tone="gold">
        <CrownIcon size={14} /> gold
      </Badge>
      <Badge $tone="success">active</Badge>
      <Badge $tone="danger">canceled</Badge>
    </div>
  ),
};
