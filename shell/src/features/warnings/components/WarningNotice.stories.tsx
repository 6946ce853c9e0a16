import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { listWarningsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { maya } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { WarningNotice } from './WarningNotice.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const key = listWarningsQueryKey();
const warning = {
  id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f',
  reason: 'Please keep messages respectful.',
  createdAt: '2026-11-25T10:00:00Z',
};

const meta = {
  title: 'Shell/WarningNotice',
  component: WarningNotice,
  decorators: [withMessages(shellCatalogue)],
  parameters: { sessionUser: maya },
} satisfies Meta<typeof WarningNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator's warning, at the person's next visit. */
export const Warned: Story = { decorators: [withQueries({ data: [[key, { warnings: [warning] }]] })] };

/** Nothing to show: no dialog. */
export const NoWarnings: Story = { decorators: [withQueries({ data: [[key, { warnings: [] }]] })] };
