import type { Meta, StoryObj } from '@storybook/react-vite';
import { listStatementsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Statement } from '@wishlist/contract/client/types.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { DecisionsSection } from './DecisionsSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const key = listStatementsQueryKey();

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/DecisionsSection',
  component: DecisionsSection,
} satisfies Meta<typeof DecisionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const removedBio: Statement = {
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  action: 'remove-bio',
  restriction: 'Your bio was removed from your profile.',
  until: null,
  facts: 'Links to a paid service in the bio.',
  automated: false,
  rule: 'no-spam',
  issuedAt: '2026-11-25T11:00:00Z',
  appealUntil: '2099-05-25T11:00:00Z',
  appeal: null,
};
const warned: Statement = {
  ...removedBio,
  id: '8f9a0b1c-2d3e-4f4a-9b5c-6d7e8f9a0b1c',
  action: 'warn',
  restriction: 'You were warned; nothing was taken from your profile.',
  facts: 'Kept writing to someone who had said no.',
  rule: 'respect',
  issuedAt: '2026-11-20T15:10:00Z',
  appeal: {
    id: '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e',
    status: 'upheld',
    note: null,
    createdAt: '2026-11-21T09:00:00Z',
    decidedAt: '2026-11-22T10:00:00Z',
    decision: 'The messages after the no are in the report.',
  },
};

/** A decision to appeal (Appeal, then Send appeal) and one whose appeal was upheld. */
export const TwoDecisions: Story = {
  decorators: [withQueries({ data: [[key, { statements: [removedBio, warned] }]] })],
};

/** An appeal sent, waiting for another moderator. */
export const AppealPending: Story = {
  decorators: [
    withQueries({
      data: [
        [
          key,
          {
            statements: [
              { ...removedBio, appeal: { ...warned.appeal, status: 'pending', decidedAt: null, decision: null } },
            ],
          },
        ],
      ],
    }),
  ],
};

/** A reversed decision: what it took is back. */
export const Reversed: Story = {
  decorators: [
    withQueries({
      data: [
        [
          key,
          {
            statements: [
              { ...removedBio, appeal: { ...warned.appeal, status: 'reversed', decision: 'The shop is your own.' } },
            ],
          },
        ],
      ],
    }),
  ],
};

export const None: Story = { decorators: [withQueries({ data: [[key, { statements: [] }]] })] };

export const Failed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
