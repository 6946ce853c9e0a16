import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { ReportDialog } from './ReportDialog.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../i18n.ts';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/Safety/ReportDialog',
  component: ReportDialog,
  args: { open: true, onOpenChange: () => undefined, onSend: () => undefined, name: 'Jordan', pending: false },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Send waits for a reason. */
export const Empty: Story = {};

/** A reason chosen and a note written. */
export const Filled: Story = {
  // The dialog is rendered in a portal, outside the story's canvas.
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Harassment' }));
    await userEvent.type(screen.getByRole('textbox'), 'Kept messaging after I said no.');
  },
};

/** The report is on its way. */
export const Sending: Story = { args: { pending: true } };
