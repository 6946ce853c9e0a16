import type { Meta, StoryObj } from '@storybook/react-vite';
import { theme } from './theme.ts';

/** The palette, each colour with its token name, and the type scale. */
function Tokens() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 8,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {Object.entries(theme.color).map(([name, value]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
            <span
              style={{
                width: 32,
                height: 32,
                borderRadius: 8,
                background: value,
                border: `1px solid ${theme.color.border}`,
              }}
            />
            {name}
          </li>
        ))}
      </ul>
      {Object.entries(theme.size).map(([name, value]) => (
        <p key={name} style={{ fontSize: value, fontFamily: theme.font.display, fontWeight: 700 }}>
          {name} · {value} · Wishlist
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design system/Theme',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {};
