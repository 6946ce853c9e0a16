import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Match } from '@wishlist/contract/client/types.gen.ts';
import { jordan, sam } from '../../../testing/fixtures.ts';
import { NewMatchesRow } from './NewMatchesRow.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const newMatch = (profile: Match['profile']): Match => ({
  id: profile.id,
  profile,
  matchedAt: '2026-11-24T09:30:00Z',
  opened: false,
});

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/Matches/NewMatchesRow',
  component: NewMatchesRow,
  args: { matches: [newMatch(sam), newMatch(jordan)] },
} satisfies Meta<typeof NewMatchesRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two matches not opened yet, newest first: a tap on a face opens the conversation. */
export const TwoNewMatches: Story = {};

/** A long name ends with an ellipsis under its face. */
export const LongName: Story = {
  args: { matches: [newMatch({ ...sam, name: 'Maximiliana-Theodora Okafor-Wainwright' })] },
};

/** Every match opened: the row is not there. */
export const NoneNew: Story = { args: { matches: [] } };
