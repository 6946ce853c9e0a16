import type { Meta, StoryObj } from '@storybook/react-vite';
import { listModerationAppealsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { appeals, sam } from '../../../testing/fixtures.ts';
import { AppealsScreen } from './AppealsScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { moderationCatalogue } from '../../../i18n.ts';

const key = listModerationAppealsQueryKey();

const meta = {
  decorators: [withMessages(moderationCatalogue)],
  title: 'Moderation/AppealsScreen',
  component: AppealsScreen,
  parameters: { frame: 'wide', sessionUser: sam, router: { url: '/moderation/appeals' } },
} satisfies Meta<typeof AppealsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One appeal Sam may decide (a reason, then Uphold or Reverse), and one of Sam's own decision, which Sam may not. */
export const WithAppeals: Story = { decorators: [withQueries({ data: [[key, appeals]] })] };

export const NoneWaiting: Story = { decorators: [withQueries({ data: [[key, { appeals: [] }]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
