import type { ConversationPerson, Entitlements } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { useEntitlements } from '@wishlist/shared-data/entitlements';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { useSessionUser } from '@wishlist/app-runtime/session';
import {
  Avatar,
  Button,
  ButtonLink,
  EmptyState,
  IconLink,
  keepClearOfToasts,
  QueryState,
  SparklesIcon,
  UpgradePrompt,
  theme,
} from '@wishlist/ui';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BackArrow } from '../../../components/BackArrow.tsx';
import { PersonMenu } from '../../../components/safety/PersonMenu.tsx';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

import { cameFrom } from '../../../lib/came-from.ts';
import { timeUntilReset } from '../../../lib/until-reset.ts';
import { useNearEdge } from '../../../lib/use-near-edge.ts';
import { useMessages } from '../api/list-messages.ts';
import { useMarkOpened } from '../api/mark-opened.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useKeepScrolled } from '../hooks/use-keep-scrolled.ts';
import { useVisualViewport } from '../hooks/use-visual-viewport.ts';
import { timeline } from '../utils/timeline.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';

/** The conversation's messages, older pages as the user scrolls up, read and opened marks as they show. */
function useConversation(profileId: string, viewportHeight: number | undefined) {
  const messages = useMessages(profileId);
  const sending = useSendMessage(profileId);
  const user = useSessionUser();
  const pages = messages.data?.pages;
  const stored = useMemo(() => (pages ? [...pages].reverse().flatMap((page) => page.messages) : []), [pages]);
  const items = useMemo(() => timeline(stored, sending.outgoing), [stored, sending.outgoing]);
  useMarkRead(profileId, stored.findLast((message) => !message.mine)?.id);
  useMarkOpened(user?.id ?? '', profileId, pages?.[0]?.open === true);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = messages;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const scroller = useKeepScrolled(items, viewportHeight);
  useNearEdge(scroller, 'top', hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadOlder);
  return {
    messages,
    sending,
    user,
    items,
    person: pages?.[0]?.profile,
    open: pages?.[0]?.open ?? true,
    loadOlder,
    scroller,
  };
}

/**
 * /matches/{profileId} — one conversation: the other person (a tap opens their profile), the messages with days
 * between them, older ones as the user scrolls up, and at the foot the composer, kept above a phone's keyboard. A
 * free plan shows what is left today and, at the limit, why and the upgrade; a closed conversation says so and
 * has no composer. Messages from the other person on screen are marked read, and a new match opened. The ⋯ menu unmatches, blocks or reports.
 */
export function ConversationScreen({ profileId }: { profileId: string }) {
  const area = useVisualViewport();
  const { messages, sending, user, items, person, open, loadOlder, scroller } = useConversation(
    profileId,
    area?.height,
  );
  const entitlements = useEntitlements();
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <Frame style={area ? { top: area.top, height: area.height } : undefined}>
      <Header {...keepClearOfToasts}>
        <IconLink
          to="/matches"
          label={intl.formatMessage({ id: 'common.backToMatches' })}
          icon={<BackArrow size={22} />}
          size={40}
        />
        {person && <PersonLink person={person} />}
        {/* Unmatched, blocked or reported: the conversation is gone (or closed) for both; back to the list. */}
        {person && user && (
          <PersonMenu userId={user.id} person={person} matched={open} onGone={() => void navigate('/matches')} />
        )}
      </Header>
      <Body ref={scroller}>
        <Conversation
          messages={messages}
          items={items}
          person={person}
          open={open}
          loadOlder={loadOlder}
          onRetry={sending.retry}
        />
      </Body>
      {person && (
        <Foot
          open={open}
          name={firstName(person) ?? intl.formatMessage({ id: 'conversation.hello.nobody' })}
          entitlements={entitlements.data}
          limitReached={sending.limitReached}
          onSend={sending.send}
        />
      )}
    </Frame>
  );
}

type ConversationState = ReturnType<typeof useConversation>;

interface ConversationProps extends Pick<ConversationState, 'messages' | 'items' | 'person' | 'open' | 'loadOlder'> {
  onRetry: ConversationState['sending']['retry'];
}

/** The messages: Earlier messages, then the list or a hello; or why there is no conversation here. */
function Conversation({ messages, items, person, open, loadOlder, onRetry }: ConversationProps) {
  const intl = useIntl();
  const { hasNextPage, isFetchingNextPage } = messages;
  const notFound =
    messages.isError && isApiError(messages.error) && (messages.error.status === 403 || messages.error.status === 404);
  if (notFound) {
    return (
      <EmptyState
        icon={<SparklesIcon size={32} />}
        title={intl.formatMessage({ id: 'conversation.notFound.title' })}
        text={intl.formatMessage({ id: 'conversation.notFound.text' })}
        action={
          <ButtonLink to="/matches">
            <FormattedMessage id="common.backToMatches" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <QueryState
      query={messages}
      loadingText={intl.formatMessage({ id: 'conversation.loading' })}
      errorTitle={intl.formatMessage({ id: 'conversation.loadFailed' })}
    >
      {() => (
        <>
          {hasNextPage && (
            <Older>
              <Button size="sm" variant="ghost" onClick={loadOlder} disabled={isFetchingNextPage}>
                <FormattedMessage id={isFetchingNextPage ? 'common.loading' : 'conversation.earlier'} />
              </Button>
            </Older>
          )}
          {items.length === 0 ? (
            <EmptyState
              icon={<SparklesIcon size={32} />}
              title={intl.formatMessage(
                { id: 'conversation.hello.title' },
                { name: firstName(person) ?? intl.formatMessage({ id: 'conversation.hello.nobody' }) },
              )}
              text={open ? intl.formatMessage({ id: 'conversation.hello.text' }) : undefined}
            />
          ) : (
            <MessageList items={items} onRetry={onRetry} />
          )}
        </>
      )}
    </QueryState>
  );
}

const firstName = (person: ConversationPerson | undefined) => person?.name.split(' ')[0];

/**
 * The header's way to the other person's profile (Back there returns here), named by what it shows: "Ana Lopez View
 * profile" (WCAG 2.5.3: a voice user says what they see).
 */
function PersonLink({ person }: { person: ConversationPerson }) {
  return (
    <Person to={`/profile/${person.id}`} state={cameFrom(`/matches/${person.id}`)}>
      <Avatar name={person.name} src={person.imageURL} size={40} decorative />
      <span>
        <strong>{person.name}</strong>
        <small>
          <FormattedMessage id="conversation.viewProfile" />
        </small>
      </span>
    </Person>
  );
}

interface FootProps {
  open: boolean;
  name: string;
  entitlements: Entitlements | undefined;
  limitReached: boolean;
  onSend: (text: string) => void;
}

/** The foot of the conversation: the composer, or why there is none (closed; today's messages used up). */
function Foot({ open, name, entitlements, limitReached, onSend }: FootProps) {
  if (!open) {
    return (
      <Notice role="status">
        <strong>
          <FormattedMessage id="conversation.ended.title" />
        </strong>
        <span>
          <FormattedMessage id="conversation.ended.text" />
        </span>
      </Notice>
    );
  }
  const limit = entitlements?.limits.messagesPerDay ?? null;
  const left = limit === null || !entitlements ? null : Math.max(0, limit - entitlements.used.messagesToday);
  if (left === 0 || limitReached) return <MessageLimit limit={limit} />;
  return <Composer name={name} left={left} onSend={onSend} />;
}

/** Today's messages are used up: when more come, and the plans without a cap (every number: the API's). */
function MessageLimit({ limit }: { limit: number | null }) {
  const intl = useIntl();
  const uncapped = sellersOf(usePlans().data, { unlimited: 'messagesPerDay' });
  const planWords = usePlanWords();
  const reset = intl.formatMessage({ id: 'conversation.limit.resetAt' }, { time: timeUntilReset(intl, new Date()) });
  const text = [
    limit === null
      ? intl.formatMessage({ id: 'conversation.limit.moreIn' }, { reset })
      : intl.formatMessage({ id: 'conversation.limit.plan' }, { limit, reset }),
    uncapped.length > 0 &&
      intl.formatMessage(
        { id: 'conversation.limit.unlimited' },
        { plans: planWords.names(uncapped), several: uncapped.length > 1 ? 'yes' : 'no' },
      ),
  ];
  return (
    <Limit>
      <UpgradePrompt
        title={
          limit === null
            ? intl.formatMessage({ id: 'conversation.limit.titleUncapped' })
            : intl.formatMessage({ id: 'conversation.limit.title' }, { limit })
        }
        text={text.filter(Boolean).join(' ')}
        plan={planWords.cheapest(uncapped)}
      />
    </Limit>
  );
}

/** The whole visible area, whatever the keyboard leaves of it: the header, the messages scrolling, the foot. */
const Frame = styled.main`
  position: fixed;
  top: 0;
  left: 50%;
  z-index: 1;
  display: flex;
  flex-direction: column;
  width: min(${theme.layout.columnWidth}, 100%);
  height: 100dvh;
  transform: translateX(-50%);
  background: ${theme.color.background};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 60px;
  padding: ${theme.space.sm} ${theme.space.md};
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.background};
`;
const Person = styled(Link)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 10px;
  min-width: 0;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  text-decoration: none;
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    font-family: ${theme.font.display};
    font-size: ${theme.size.md};
    font-weight: 800;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${theme.color.muted};
    font-size: 12px;
    font-weight: 600;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  & > ol {
    margin-top: auto;
  }
`;
const Older = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${theme.space.sm};
`;
const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 14px ${theme.space.md} calc(14px + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  text-align: center;
  strong {
    color: ${theme.color.text};
    font-size: ${theme.size.sm};
  }
`;
const Limit = styled.div`
  padding: ${theme.space.sm} ${theme.space.md} calc(${theme.space.sm} + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;
