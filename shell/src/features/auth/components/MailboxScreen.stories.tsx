import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getDemoMailboxQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { ApiError } from '@wishlist/app-runtime/api-client';
import { withQueries } from '@wishlist/testing/story-queries';
import { MailboxScreen } from './MailboxScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const mails = [
  {
    id: '3',
    to: 'maya@example.com',
    subject: 'Reset your Wishlist password',
    text:
      'Someone (we hope you) asked to reset the password of your Wishlist account. To choose a new one, open:\n\n' +
      '/reset-password?token=q3Yx0m3H9bq3m4Q8v2f1dGk7yP0sZr5nXwLcA6eB1uE\n\n' +
      'The link works once, within 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.\n',
    sentAt: '2026-11-26T09:42:00.000Z',
  },
  {
    id: '2',
    to: 'maya@example.com',
    subject: 'Someone tried to sign up to Wishlist with your address',
    text:
      'Someone (perhaps you) tried to create a Wishlist account with this address, which already has one. No new account was made and no code was sent.\n\n' +
      'If it was you, sign in instead (you can reset your password there):\n\n/login\n\nIf it was not you, ignore this mail: your account stays as it is.\n',
    sentAt: '2026-11-26T09:35:00.000Z',
  },
  {
    id: '1',
    to: 'maya@example.com',
    subject: '482913 is your Wishlist code',
    text: 'Your Wishlist verification code is 482913.\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this mail.\n',
    sentAt: '2026-11-26T09:30:00.000Z',
  },
];

const meta = {
  title: 'Shell/Mailbox/MailboxScreen',
  component: MailboxScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/mailbox' } },
} satisfies Meta<typeof MailboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMails: Story = { decorators: [withQueries({ data: [[getDemoMailboxQueryKey(), { mails }]] })] };
export const Empty: Story = { decorators: [withQueries({ data: [[getDemoMailboxQueryKey(), { mails: [] }]] })] };
export const Loading: Story = { decorators: [withQueries({ pending: [getDemoMailboxQueryKey()] })] };
/** A deployment that sends real mail has no mailbox (404). */
export const NoMailbox: Story = {
  decorators: [
    withQueries({
      failed: [
        [
          getDemoMailboxQueryKey(),
          new ApiError(
            404,
            'Not Found',
            '{"statusCode":404,"error":"Not Found","message":"There is no demo mailbox.","code":"NOT_FOUND"}',
          ),
        ],
      ],
    }),
  ],
};
