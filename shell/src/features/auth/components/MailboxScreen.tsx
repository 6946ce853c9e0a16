import type { DemoMail } from '@wishlist/contract/client/types.gen.ts';
import { Card, Heading, ListStack, QueryState, Text, theme } from '@wishlist/ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { isNoMailbox, useDemoMailbox } from '../api/demo-mailbox.ts';
import { linkOfLine } from '../mail-links.ts';

/**
 * /mailbox: demo mode only (no mail server, which the server allows only on this machine or a demo deployment).
 * The verification codes and reset links Wishlist would mail, for anyone using the demo to read.
 */
export function MailboxScreen() {
  const mailbox = useDemoMailbox();
  return (
    <InfoPage
      title="Demo Mailbox"
      intro="Demo mode: no mail is sent. The mails Wishlist would send arrive here, newest first."
    >
      <QueryState
        query={mailbox}
        loadingText="Opening the mailbox..."
        errorTitle={
          mailbox.status === 'error' && isNoMailbox(mailbox.error)
            ? 'There is no demo mailbox here'
            : "We couldn't open the mailbox"
        }
        errorMessage={(error) =>
          isNoMailbox(error) ? 'This Wishlist sends real mail: look in your own inbox.' : undefined
        }
        empty={{
          when: (data) => data.mails.length === 0,
          title: 'No mail yet',
          text: 'Codes and reset links show up here a moment after they are sent.',
        }}
      >
        {(data) => (
          <ListStack $gap="md" aria-label="Mails">
            {data.mails.map((mail) => (
              <li key={mail.id}>
                <MailCard mail={mail} />
              </li>
            ))}
          </ListStack>
        )}
      </QueryState>
    </InfoPage>
  );
}

const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function MailCard({ mail }: { mail: DemoMail }) {
  return (
    <Card $padding="lg" as="article" aria-label={mail.subject}>
      <Heading $size="md">{mail.subject}</Heading>
      <Meta $tone="muted" $size="sm">
        To {mail.to} · {sentAt.format(new Date(mail.sentAt))}
      </Meta>
      <Body>
        {mail.text.split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 && '\n'}
            <MailLine line={line} />
          </Fragment>
        ))}
      </Body>
    </Card>
  );
}

/** A line that is a link on its own (a reset link, the sign-in page) can be opened. */
function MailLine({ line }: { line: string }) {
  const link = linkOfLine(line);
  if (!link) return line;
  return 'inApp' in link ? <Link to={link.inApp}>{line}</Link> : <a href={link.url}>{line}</a>;
}

const Meta = styled(Text)`
  margin-top: ${theme.space.xs};
  overflow-wrap: anywhere;
`;
const Body = styled.p`
  margin-top: ${theme.space.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${theme.size.sm};
  line-height: 1.6;
  a {
    color: ${theme.color.primary};
    text-decoration: underline;
  }
`;
