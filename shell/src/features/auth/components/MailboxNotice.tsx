import { screens } from '@wishlist/app-runtime/screens';
import { Notice, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface MailboxNoticeProps {
  /** In a new tab, so the screen that sent the mail (the signup's code step) stays as it is. */
  newTab?: boolean;
  /** The signup's code, which the send's answer carries in demo mode (spec §2): shown here to be typed. */
  code?: string;
}

/** Demo mode (no mail server): the code just sent, if any, and where the mail can be read. */
export function MailboxNotice({ newTab = false, code }: MailboxNoticeProps) {
  const intl = useIntl();
  return (
    <Box
      $background="goldTint"
      $tone="gold"
      $size="sm"
      $weight={600}
      role="note"
      aria-label={intl.formatMessage({ id: 'auth.mailbox.notice' })}
    >
      {code && (
        <DemoCode>
          <FormattedMessage
            id="auth.mailbox.code"
            values={{ code, strong: (text) => <strong dir="ltr">{text}</strong> }}
          />
        </DemoCode>
      )}
      <FormattedMessage
        id="auth.mailbox.noMailOpen"
        values={{
          link: (text) => (
            <a href={screens.mailbox.path} {...(newTab && { target: '_blank', rel: 'noopener' })}>
              {text}
            </a>
          ),
        }}
      />
    </Box>
  );
}

const Box = styled(Notice)`
  padding: 12px 14px;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const DemoCode = styled.span`
  display: block;
  margin-bottom: 6px;
  font-size: ${theme.size.md};
  strong {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.12em;
  }
`;
