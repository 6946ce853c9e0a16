import type { Conversation } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Heading, Text, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { CardLink, CardLinkLines } from '../../../components/CardLink.tsx';
import { listTime } from '../../../lib/chat-time.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { matchedWhen } from '../utils/matched-when.ts';

/**
 * One conversation in the list: the other person, the last message (or when they matched), when, and how many
 * messages are unread; a closed one says so. The whole row opens the conversation.
 */
export function ConversationRow({
  conversation: { profile, lastMessage, unreadCount, lastActivityAt, open },
}: {
  conversation: Conversation;
}) {
  const intl = useIntl();
  const unread = unreadCount > 0;
  return (
    <Row to={`/matches/${profile.id}`} $unread={unread}>
      <Avatar name={profile.name} src={profile.imageURL} size={56} />
      <Lines>
        <Top>
          <Name $size="md">
            {profile.age === null ? (
              <bdi>{profile.name}</bdi>
            ) : (
              <FormattedMessage
                id="matches.row.nameAge"
                values={{ name: <bdi>{profile.name}</bdi>, age: profile.age }}
              />
            )}
          </Name>
          <When as="span" $tone="muted" $size="xs">
            {listTime(intl, lastActivityAt)}
          </When>
        </Top>
        <Bottom>
          {lastMessage ? (
            <Preview $unread={unread}>
              {lastMessage.mine ? (
                <FormattedMessage id="matches.row.mine" values={{ text: <bdi>{lastMessage.text}</bdi> }} />
              ) : (
                <bdi>{lastMessage.text}</bdi>
              )}
            </Preview>
          ) : (
            <Text $tone="primaryStrong" $size="xs" $weight={700}>
              <FormattedMessage id="matches.row.sayHello" values={{ matched: matchedWhen(lastActivityAt, intl) }} />
            </Text>
          )}
          {unread && (
            <Unread aria-label={intl.formatMessage({ id: 'matches.row.unread' }, { count: unreadCount })}>
              {intl.formatNumber(unreadCount)}
            </Unread>
          )}
        </Bottom>
        {!open && (
          <Text $tone="muted" $size="xs" $weight={700}>
            <FormattedMessage id="matches.row.ended" />
          </Text>
        )}
      </Lines>
    </Row>
  );
}

const Row = styled(CardLink)<{ $unread: boolean }>`
  gap: 12px;
  padding: 12px;
  background: ${({ $unread }) => ($unread ? theme.color.tint : theme.color.surface)};
  box-shadow: ${theme.shadow.card};
`;
const Lines = styled(CardLinkLines)`
  flex: 1;
`;
const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;
// One line each: a long name ends with an ellipsis, the time keeps its width.
const Name = styled(Heading)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const When = styled(Text)`
  flex: none;
  white-space: nowrap;
`;
const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
const Preview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  color: ${({ $unread }) => ($unread ? theme.color.text : theme.color.muted)};
  font-size: ${theme.size.sm};
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Unread = styled.span`
  flex: none;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: #fff;
  font-size: 12px;
  font-weight: 800;
  line-height: 22px;
  text-align: center;
`;
