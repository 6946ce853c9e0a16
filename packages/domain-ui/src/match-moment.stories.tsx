import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchDialog } from './match-dialog.tsx';

const meta = {
  title: 'Shared/MatchDialog',
  component: MatchDialog,
  args: {
    me: { name: 'Maya Lopez', photo: '/api/avatars/maya-1' },
    match: { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Sam Okafor', photo: '/api/avatars/sam-1' },
    onClose: () => undefined,
  },
} satisfies Meta<typeof MatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A like that made a match, on any screen: both faces, Send a message and Keep swiping. */
export const ItsAMatch: Story = {};

/** The user has no photo yet: their initials stand in. */
export const WithoutMyPhoto: Story = { args: { me: { name: 'Maya Lopez', photo: null } } };

/** Told by the stream before the session is read: the other person's face alone. */
export const BeforeTheSessionIsKnown: Story = { args: { me: null } };
