import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  getModerationDeskQueryKey,
  listModerationAuditInfiniteQueryKey,
  listRoleChangesQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { AuditLog } from '@wishlist/contract/client/types.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { auditPage, sam } from '../../../testing/fixtures.ts';
import { AuditScreen } from './AuditScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { moderationCatalogue } from '../../../i18n.ts';

const key = listModerationAuditInfiniteQueryKey();
const loaded = (page: AuditLog) => ({ pages: [page], pageParams: [{}] });

const meta = {
  decorators: [withMessages(moderationCatalogue)],
  title: 'Moderation/AuditScreen',
  component: AuditScreen,
  parameters: { frame: 'wide', sessionUser: sam, router: { url: '/moderation/audit' } },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ban, a 7-day suspension and a warning, newest first; older ones behind a button. */
export const WithActions: Story = {
  decorators: [withQueries({ data: [[key, loaded({ ...auditPage, nextCursor: 'older' })]] })],
};

export const Empty: Story = { decorators: [withQueries({ data: [[key, loaded({ entries: [], nextCursor: null })]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };

/** An admin's: the role changes under the log. */
export const WithRoleChanges: Story = {
  decorators: [
    withQueries({
      data: [
        [key, loaded(auditPage)],
        [getModerationDeskQueryKey(), { role: 'admin', alerts: [], pending: [] }],
        [
          listRoleChangesQueryKey(),
          {
            changes: [
              {
                accountId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
                username: 'sam',
                before: 'member',
                after: 'moderator',
                changedBy: 'ops@example.com',
                at: '2026-11-25T11:00:00Z',
              },
            ],
          },
        ],
      ],
    }),
  ],
};
