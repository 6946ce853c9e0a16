import type { Meta, StoryObj } from '@storybook/react-vite';
import { maya, sam } from '../../../testing/fixtures.ts';
import { MatchDialog } from './MatchDialog.tsx';

const meta = {
  title: 'Discover/MatchDialog',
  component: MatchDialog,
  args: { user: maya, match: sam, onClose: () => undefined },
} satisfies Meta<typeof MatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An add that made a match: both faces, See My Matches and Keep Discovering. */
export const ItsAMatch: Story = {};
