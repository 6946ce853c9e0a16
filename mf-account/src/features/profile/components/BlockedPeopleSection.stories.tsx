import type { Meta, StoryObj } from '@storybook/react-vite';
import { listBlocksQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { picture } from '../../../testing/fixtures.ts';
import { BlockedPeopleSection } from './BlockedPeopleSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const key = listBlocksQueryKey();

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/BlockedPeopleSection',
  component: BlockedPeopleSection,
} satisfies Meta<typeof BlockedPeopleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const blocks = [
  {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    name: 'Jordan Reyes',
    imageURL: picture(200),
    blockedAt: '2026-11-24T09:00:00Z',
  },
  {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Sam Okafor',
    imageURL: picture(30),
    blockedAt: '2026-11-02T18:30:00Z',
  },
];

/** Two people blocked, newest first, each with Unblock. */
export const TwoBlocked: Story = { decorators: [withQueries({ data: [[key, { blocks }]] })] };

/** Nobody blocked yet: what blocking does. */
export const Nobody: Story = { decorators: [withQueries({ data: [[key, { blocks: [] }]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const Failed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
