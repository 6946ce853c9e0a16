import type { Meta, StoryObj } from '@storybook/react-vite';
import { maya, sam } from '../testing/fixtures.ts';
import { MatchDialog } from './MatchDialog.tsx';

const meta = {
  title: 'Discover/MatchDialog',
  component: MatchDialog,
  args: {
    me: { name: 'Maya Lopez', photo: maya.profilePhoto },
    match: { id: sam.id, name: sam.name, photo: sam.profilePhoto },
    onClose: () => undefined,
  },
} satisfies Meta<typeof MatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An add that made a match: both faces, Send a message and Keep swiping. */
export const ItsAMatch: Story = {};

/** The user has no photo yet: their initials stand in. */
export const WithoutMyPhoto: Story = { args: { me: { name: 'Maya Lopez', photo: null } } };
