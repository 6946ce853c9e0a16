import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { jordan, maya } from '../../testing/fixtures.ts';
import { PersonMenu } from './PersonMenu.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../i18n.ts';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/Safety/PersonMenu',
  component: PersonMenu,
  args: { userId: maya.id, person: jordan },
} satisfies Meta<typeof PersonMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ⋯ button, as on a profile page or a card. */
export const Closed: Story = {};

/** Opened: Block and Report. */
export const Open: Story = {
  play: async ({ canvas }) => userEvent.click(await canvas.findByRole('button', { name: /More options for Jordan/ })),
};

/** Opened on a match: Unmatch as well. */
export const OpenOnAMatch: Story = {
  args: { matched: true },
  play: async ({ canvas }) => userEvent.click(await canvas.findByRole('button', { name: /More options for Jordan/ })),
};
