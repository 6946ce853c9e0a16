import type { CommentContext } from '@wishlist/contract/client/types.gen.ts';
import { promptText, usePromptCatalogue } from '@wishlist/shared-data/prompt-catalogue';
import { theme } from '@wishlist/ui';
import { memo } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { clockTime, dayLabel } from '../../../lib/chat-time.ts';
import type { BubbleState, TimelineItem } from '../utils/timeline.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface MessageListProps {
  items: TimelineItem[];
  onRetry: (clientId: string) => void;
}

/**
 * The conversation: days, and bubbles (the user's on the right), each with its time or what became of it; a like's
 * comment that opened it shows over it the prompt and answer, or the photo, it answers.
 */
export function MessageList({ items, onRetry }: MessageListProps) {
  const intl = useIntl();
  return (
    <List aria-label={intl.formatMessage({ id: 'conversation.messages' })} aria-live="polite" aria-relevant="additions">
      {items.map((item) =>
        item.kind === 'day' ? (
          <Day key={item.key}>
            <span>{dayLabel(intl, item.day)}</span>
          </Day>
        ) : (
          <MessageEntry key={item.key} item={item} onRetry={onRetry} />
        ),
      )}
    </List>
  );
}

type MessageItem = Extract<TimelineItem, { kind: 'message' }>;

interface MessageEntryProps {
  item: MessageItem;
  onRetry: (clientId: string) => void;
}

/**
 * Whether an entry shows what it showed: the timeline is made anew at each change (a message sent, one arriving), so
 * each item is compared by what it holds; a failed one also by its Retry.
 */
function showsTheSame(before: MessageEntryProps, after: MessageEntryProps): boolean {
  const fields = Object.keys({ ...before.item, ...after.item }) as (keyof MessageItem)[];
  const sameRetry = after.item.state !== 'failed' || before.onRetry === after.onRetry;
  return sameRetry && fields.every((field) => before.item[field] === after.item[field]);
}

/**
 * One message. Drawn again only when it changed: sending a message in a long conversation drew every bubble again in
 * the keystroke that sent it.
 */
const MessageEntry = memo(function MessageEntry({ item, onRetry }: MessageEntryProps) {
  const intl = useIntl();
  return (
    <Entry $mine={item.mine}>
      {item.answers && <Answers answers={item.answers} mine={item.mine} />}
      <Bubble $mine={item.mine} $state={item.state}>
        <VisuallyHidden>
          <FormattedMessage id={item.mine ? 'conversation.mine' : 'conversation.theirs'} />
        </VisuallyHidden>
        {/* What a person wrote, in the direction of its own script. */}
        <bdi>{item.text}</bdi>
      </Bubble>
      <Meta>
        {item.state === 'failed' ? (
          <Failed>
            <FormattedMessage
              id="conversation.notSent"
              values={{
                retry: (chunks) => (
                  <RetryButton type="button" onClick={() => onRetry(item.clientId)}>
                    {chunks}
                  </RetryButton>
                ),
              }}
            />
          </Failed>
        ) : (
          <span>
            {item.state === 'sending' ? <FormattedMessage id="conversation.sending" /> : clockTime(intl, item.sentAt)}
          </span>
        )}
      </Meta>
      {item.seenAt && (
        <Seen>
          <FormattedMessage id="conversation.seen" values={{ time: clockTime(intl, item.seenAt) }} />
        </Seen>
      )}
    </Entry>
  );
}, showsTheSame);

/** What a like's comment answers: "A perfect Sunday · Croissants at dawn…", or the photo. */
function Answers({ answers, mine }: { answers: CommentContext; mine: boolean }) {
  const catalogue = usePromptCatalogue().data?.prompts;
  const intl = useIntl();
  const whose = { mine: mine ? 'yes' : 'no' };
  if ('photo' in answers)
    return (
      <AnsweredPhoto src={answers.photo} alt={intl.formatMessage({ id: 'conversation.replyingToPhoto' }, whose)} />
    );
  return (
    <Answered aria-label={intl.formatMessage({ id: 'conversation.replyingToPrompt' }, whose)}>
      <strong>{promptText(catalogue, answers.prompt)}</strong>
      <span dir="auto">{answers.answer}</span>
    </Answered>
  );
}

const Answered = styled.blockquote`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-width: 80%;
  margin: 0;
  padding: 8px 12px;
  border-inline-start: 3px solid ${theme.color.primary};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
  font-size: 13px;
  strong {
    color: ${theme.color.muted};
    font-weight: 700;
  }
`;
const AnsweredPhoto = styled.img`
  width: 96px;
  height: 120px;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
`;
const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  list-style: none;
`;
const Day = styled.li`
  display: flex;
  justify-content: center;
  padding: 10px 0 4px;
  span {
    padding: 3px 12px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.tint};
    color: ${theme.color.muted};
    font-size: 12px;
    font-weight: 700;
  }
`;
const Entry = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 2px;
`;
const Bubble = styled.p<{ $mine: boolean; $state: BubbleState }>`
  max-width: 78%;
  padding: 9px 14px;
  border-radius: 20px;
  font-size: ${theme.size.sm};
  line-height: 1.35;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  ${({ $mine }) =>
    $mine
      ? css`
          border-end-end-radius: 6px;
          background: ${theme.color.primary};
          color: #fff;
        `
      : css`
          border-end-start-radius: 6px;
          background: ${theme.color.surface};
          color: ${theme.color.text};
          box-shadow: 0 1px 3px rgba(43, 26, 34, 0.12);
        `}
  opacity: ${({ $state }) => ($state === 'sending' ? 0.6 : 1)};
  ${({ $state }) =>
    $state === 'failed' &&
    css`
      background: ${theme.color.dangerTint};
      color: ${theme.color.text};
      outline: 2px solid ${theme.color.danger};
    `}
`;
const Meta = styled.div`
  padding: 0 6px;
  color: ${theme.color.muted};
  font-size: 11px;
`;
const Failed = styled.span`
  color: ${theme.color.danger};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;
const RetryButton = styled.button`
  min-height: 32px;
  padding: 0 6px;
  border: 0;
  background: none;
  color: ${theme.color.danger};
  font-weight: 800;
  text-decoration: underline;
  cursor: pointer;
`;
const Seen = styled.span`
  padding: 0 6px;
  color: ${theme.color.gold};
  font-size: 11px;
  font-weight: 800;
`;
