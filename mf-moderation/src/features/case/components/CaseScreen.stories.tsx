import type { Meta, StoryObj } from '@storybook/react-vite';
import { getModerationCaseQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { jordanCase, moderatorsOnly, sam } from '../../../testing/fixtures.ts';
import { Case, CaseScreen } from './CaseScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { moderationCatalogue } from '../../../i18n.ts';

const key = getModerationCaseQueryKey({ path: { profileId: jordanCase.profileId } });

const meta = {
  decorators: [withMessages(moderationCatalogue)],
  title: 'Moderation/CaseScreen',
  component: CaseScreen,
  args: { profileId: jordanCase.profileId },
  parameters: { frame: 'wide', sessionUser: sam, router: { url: `/moderation/reports/${jordanCase.profileId}` } },
} satisfies Meta<typeof CaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jordan, held: two reports (one credible, with the chat it froze), his photos now, a warning given before. */
export const WithEvidence: Story = { decorators: [withQueries({ data: [[key, jordanCase]] })] };

export const Banned: Story = {
  decorators: [withQueries({ data: [[key, { ...jordanCase, standing: 'banned' }]] })],
};

/** Jordan deleted his account after a partner's report: only his reports are left, to dismiss. */
export const Deleted: Story = {
  decorators: [withQueries({ data: [[key, { ...jordanCase, standing: 'deleted', photos: [], bio: null }]] })],
};

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };

export const Refused: Story = { decorators: [withQueries({ failed: [[key, moderatorsOnly]] })] };

/** The ban dialog, open over the case. */
export const BanDialog: Story = {
  render: () => <Case data={jordanCase} initialAction={{ action: 'ban' }} />,
};

/** Confirming an automatic hold, open over a held person's case. */
export const ConfirmHoldDialog: Story = {
  render: () => <Case data={jordanCase} initialAction={{ action: 'confirm-hold' }} />,
};

/** Suspending, open over the case: the days and the reason. */
export const SuspendDialog: Story = {
  render: () => <Case data={jordanCase} initialAction={{ action: 'suspend' }} />,
};

/** An admin's view of a banned person: Lift the ban. */
export const BannedAsAdmin: Story = {
  render: () => <Case data={{ ...jordanCase, standing: 'banned' }} admin />,
};

/** An admin lifting the ban: what it does, and the reason. */
export const LiftDialog: Story = {
  render: () => <Case data={{ ...jordanCase, standing: 'banned' }} admin initialAction={{ action: 'lift' }} />,
};
