import type { DemoMail } from '@wishlist/contract/client/types.gen.ts';
import { Card, Heading, ListStack, QueryState, Text, theme } from '@wishlist/ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { isNoMailbox, useDemoMailbox } from '../api/demo-mailbox.ts';
import { linkOfLine } from '../mail-links.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

/**
 * /mailbox: demo mode only (no mail server, which the server allows only on this machine or a demo deployment).
 * The verification codes and reset links Wishlist would mail, for anyone using the demo to read.
 */
export function MailboxScreen() {
  const mailbox = useDemoMailbox();
  const intl = useIntl();
  return (
    <InfoPage
      title={intl.formatMessage({ id: 'auth.mailbox.title' })}
      intro={intl.formatMessage({ id: 'auth.mailbox.intro' })}
    >
      <QueryState
        query={mailbox}
        loadingText={intl.formatMessage({ id: 'auth.mailbox.loading' })}
        errorTitle={intl.formatMessage({
          id: mailbox.status === 'error' && isNoMailbox(mailbox.error) ? 'auth.mailbox.none' : 'auth.mailbox.failed',
        })}
        errorMessage={(error) => (isNoMailbox(error) ? intl.formatMessage({ id: 'auth.mailbox.realMail' }) : undefined)}
        empty={{
          when: (data) => data.mails.length === 0,
          title: intl.formatMessage({ id: 'auth.mailbox.empty.title' }),
          text: intl.formatMessage({ id: 'auth.mailbox.empty.text' }),
        }}
      >
        {(data) => (
          <ListStack $gap="md" aria-label={intl.formatMessage({ id: 'auth.mailbox.list' })}>
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

/** Between a mail's lines: the body keeps them (white-space: pre-wrap). */
const LINE_BREAK = '\n';

function MailCard({ mail }: { mail: DemoMail }) {
  const intl = useIntl();
  const sentAt = intl.formatDate(new Date(mail.sentAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card $padding="lg" as="article" aria-label={mail.subject}>
      <Heading $size="md">{mail.subject}</Heading>
      <Meta $tone="muted" $size="sm">
        <FormattedMessage id="auth.mailbox.meta" values={{ to: mail.to, sentAt, bdi: (text) => <bdi>{text}</bdi> }} />
      </Meta>
      <Body>
        {mail.text.split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 && LINE_BREAK}
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
