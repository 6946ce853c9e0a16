import { useQueryClient } from '@tanstack/react-query';
import { applyServerEvent } from '@wishlist/shared-data/conversations';
import { type ServerEvent, useEventStream, useServerEvents } from '@wishlist/app-runtime/event-stream';
import { screens } from '@wishlist/app-runtime/screens';
import { toast } from '@wishlist/ui';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { formatMessage, isolated } from '../../../i18n.ts';

/** How much of a new message the toast shows. */
const PREVIEW_LENGTH = 80;

/**
 * The signed-in browser's live updates: holds the event stream open, applies every event to the query cache (so
 * the screens and the navigation's unread total change without a reload), and tells of a new message with a toast
 * unless its conversation is on screen; the toast's Reply opens it.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEventStream(true);
  useServerEvents((event: ServerEvent) => {
    applyServerEvent(queryClient, event);
    if (event.type !== 'message' || event.data.message.mine) return;
    const { profileId, name, message } = event.data;
    const onScreen =
      matchPath(screens.conversation.path, pathname)?.params.profileId?.toLowerCase() === profileId.toLowerCase();
    if (onScreen) return;
    // The event names the sender (one stored before it did says "New message").
    toast({
      title: name
        ? formatMessage('messaging.newMessageFrom', { name: isolated(name) })
        : formatMessage('messaging.newMessage'),
      description:
        message.text.length > PREVIEW_LENGTH ? `${message.text.slice(0, PREVIEW_LENGTH - 1)}…` : message.text,
      action: { label: formatMessage('messaging.reply'), onClick: () => void navigate(`/matches/${profileId}`) },
    });
  });
  return null;
}
