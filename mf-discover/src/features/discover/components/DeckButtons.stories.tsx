import type { Meta, StoryObj } from '@storybook/react-vite';
import { entitlements } from '../../../testing/fixtures.ts';
import { DeckButtons, NewLikesIn } from './DeckButtons.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/DeckButtons',
  component: DeckButtons,
  args: {
    entitlements: entitlements.free,
    atLimit: false,
    addDisabled: false,
    onPass: () => undefined,
    onSuperLike: () => undefined,
    onAdd: () => undefined,
  },
} satisfies Meta<typeof DeckButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free: Pass, a locked Super like, Add. */
export const Free: Story = {};

/** Gold: the super likes left today on the star. */
export const Gold: Story = { args: { entitlements: entitlements.gold } };

/** A like runs: Add and Super like wait, Pass does not. */
export const Liking: Story = { args: { addDisabled: true } };

/** Today's likes are used up: the heart looks off and says when new likes come. */
export const AtLimit: Story = {
  args: { atLimit: true },
  render: (args) => (
    <>
      <DeckButtons {...args} />
      <NewLikesIn id="new-likes" />
    </>
  ),
};
