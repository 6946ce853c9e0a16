import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';

// A data-URL photo keeps the story offline.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f7c6a3"/><circle cx="40" cy="32" r="14" fill="#6b3e26"/><rect x="18" y="50" width="44" height="30" rx="20" fill="#d6225a"/></svg>',
  );

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  args: { name: 'Maya Lopez', size: 64 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Photo: Story = { args: { src: photo } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Maya Lopez" size={32} />
      <Avatar name="Maya Lopez" size={44} />
      <Avatar name="Maya Lopez" size={96} src={photo} />
    </div>
  ),
};
