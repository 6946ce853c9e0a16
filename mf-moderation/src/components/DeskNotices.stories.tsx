import type { Meta, StoryObj } from '@storybook/react-vite';
import { sam } from '../testing/fixtures.ts';
import { DeskNoticeList } from './DeskNotices.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { moderationCatalogue } from '../i18n.ts';

const meta = {
  decorators: [withMessages(moderationCatalogue)],
  title: 'Moderation/DeskNotices',
  component: DeskNoticeList,
  parameters: { sessionUser: sam },
  args: {
    alerts: [
      {
        moderatorId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
        moderatorName: 'Rex Moderator',
        count: 6,
        since: '2026-11-25T10:50:00Z',
        raisedAt: '2026-11-25T11:00:00Z',
      },
    ],
    pending: [
      {
        id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
        request: {
          profileId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
          action: 'ban',
          reason: 'Sold the members’ data.',
        },
        profileName: 'Cy Admin',
        proposedBy: { id: '2f3e4d5c-6b7a-4978-8a9b-0c1d2e3f4a5b', name: 'Ada Admin' },
        createdAt: '2026-11-25T11:00:00Z',
      },
    ],
  },
} satisfies Meta<typeof DeskNoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an admin sees above every console screen: a burst alert and an action on an admin to confirm. */
export const ForAdmins: Story = {};

export const AlertOnly: Story = { args: { pending: [] } };
