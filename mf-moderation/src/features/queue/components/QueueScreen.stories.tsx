import type { Meta, StoryObj } from '@storybook/react-vite';
import { listModerationReportsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { moderatorsOnly, queue, sam } from '../../../testing/fixtures.ts';
import { QueueScreen } from './QueueScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { moderationCatalogue } from '../../../i18n.ts';

const key = listModerationReportsQueryKey();

const meta = {
  decorators: [withMessages(moderationCatalogue)],
  title: 'Moderation/QueueScreen',
  component: QueueScreen,
  parameters: { frame: 'wide', sessionUser: sam, router: { url: '/moderation' } },
} satisfies Meta<typeof QueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Worst first: Jordan (harassment, held by three credible reporters), Riley (fake profile), Alex (spam). */
export const WithCases: Story = { decorators: [withQueries({ data: [[key, queue]] })] };

export const EmptyQueue: Story = { decorators: [withQueries({ data: [[key, { cases: [] }]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };

/** The server refused: the account is no moderator any more. */
export const Refused: Story = { decorators: [withQueries({ failed: [[key, moderatorsOnly]] })] };
