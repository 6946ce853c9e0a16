import { screens } from '@wishlist/app-runtime/screens';
import { Notice, theme } from '@wishlist/ui';
import styled from 'styled-components';

interface MailboxNoticeProps {
  /** In a new tab, so the screen that sent the mail (the signup's code step) stays as it is. */
  newTab?: boolean;
  /** The signup's code, which the send's answer carries in demo mode (spec §2): shown here to be typed. */
  code?: string;
}

/** Demo mode (no mail server): the code just sent, if any, and where the mail can be read. */
export function MailboxNotice({ newTab = false, code }: MailboxNoticeProps) {
  return (
    <Box $background="goldTint" $tone="gold" $size="sm" $weight={600} role="note" aria-label="Demo mailbox">
      {code && (
        <DemoCode>
          Your demo code: <strong>{code}</strong>
        </DemoCode>
      )}
      Demo mode: no mail is sent.{' '}
      <a href={screens.mailbox.path} {...(newTab && { target: '_blank', rel: 'noopener' })}>
        Open the demo mailbox
      </a>
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
