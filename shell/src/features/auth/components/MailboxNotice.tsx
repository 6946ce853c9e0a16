import { screens } from '@wishlist/mf-shared/screens';
import { Notice } from '@wishlist/ui';
import styled from 'styled-components';

interface MailboxNoticeProps {
  /** In a new tab, so the screen that sent the mail (the signup's code step) stays as it is. */
  newTab?: boolean;
}

/** Demo mode (no mail server): where the mail just sent can be read. */
export function MailboxNotice({ newTab = false }: MailboxNoticeProps) {
  return (
    <Box $background="goldTint" $tone="gold" $size="sm" $weight={600} role="note" aria-label="Demo mailbox">
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
