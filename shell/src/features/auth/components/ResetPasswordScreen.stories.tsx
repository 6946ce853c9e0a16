import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wishlist/app-runtime/api-client';
import { withQueries } from '@wishlist/testing/story-queries';
import { resetLinkCheckKey } from '../api/password-reset.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const TOKEN = 'q3Yx0m3H9bq3m4Q8v2f1dGk7yP0sZr5nXwLcA6eB1uE';

const meta = {
  title: 'Shell/Screens/ResetPassword',
  component: ResetPasswordScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: `/reset-password?token=${TOKEN}` } },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a reset link that can be used: the new password, twice. */
export const Default: Story = { decorators: [withQueries({ data: [[resetLinkCheckKey(TOKEN), null]] })] };

/** While the server is asked whether the link can be used. */
export const CheckingLink: Story = { decorators: [withQueries({ pending: [resetLinkCheckKey(TOKEN)] })] };

/** A link used before: said at once, with a new one offered. */
export const LinkUsed: Story = {
  decorators: [
    withQueries({
      data: [
        [
          resetLinkCheckKey(TOKEN),
          new ApiError(
            400,
            'Bad Request',
            '{"statusCode":400,"error":"Bad Request","message":"This reset link was already used. Please ask for a new one.","code":"RESET_LINK_USED"}',
          ),
        ],
      ],
    }),
  ],
};

/** Opened without a token (a link cut short): how to get a new one. */
export const NoToken: Story = { parameters: { router: { url: '/reset-password' } } };
