import type { Meta, StoryObj } from '@storybook/react-vite';
import { listMyReportsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { YourReportsSection } from './YourReportsSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const key = listMyReportsQueryKey();

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/YourReportsSection',
  component: YourReportsSection,
} satisfies Meta<typeof YourReportsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const received = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'Jordan',
  reason: 'spam' as const,
  createdAt: '2026-11-26T09:00:00Z',
  status: 'received' as const,
  outcome: null,
  decidedAt: null,
};

/** Each step: received, under review, decided with its outcome (one later reversed on appeal). */
export const EachStep: Story = {
  decorators: [
    withQueries({
      data: [
        [
          key,
          {
            reports: [
              received,
              { ...received, id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Alex', status: 'under-review' },
              {
                ...received,
                id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
                name: 'Riley',
                reason: 'harassment',
                status: 'decided',
                outcome: 'We suspended their account.',
                decidedAt: '2026-11-25T12:00:00Z',
              },
              {
                ...received,
                id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
                name: 'Sam',
                status: 'decided',
                outcome: 'We removed their bio. An appeal later reversed it.',
                decidedAt: '2026-11-20T12:00:00Z',
              },
            ],
          },
        ],
      ],
    }),
  ],
};

export const None: Story = { decorators: [withQueries({ data: [[key, { reports: [] }]] })] };

export const Failed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
