import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons.tsx';

function IconGallery({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, fontSize: 12 }}>
          <Icon size={size} />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Design system/Icons',
  component: IconGallery,
  args: { size: 28 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
