import { useQueryClient } from '@tanstack/react-query';
import { sendMessageMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { addMessage, messagesQueryKey, refreshConversations } from '@wishlist/shared-data/conversations';
import { refreshEntitlements } from '@wishlist/shared-data/entitlements';
import { useState } from 'react';
import { useUnobservedMutation } from '../../../lib/use-unobserved-mutation.ts';
import type { OutgoingMessage } from '../utils/timeline.ts';

/**
 * POST /api/conversations/{profileId}/messages. A message shows at once as "sending" with the id the client made
 * for it; stored, it joins the conversation. A failed one stays as "Not sent" and Retry sends it again with the
 * same clientId, so the server stores it once even when the first try did arrive. Today's count (entitlements) and
 * the list are read again after each send; a refusal for the day's limit or a closed conversation updates what the
 * screen shows instead of the composer. The screen draws a message's progress from `outgoing`, so the request's own
 * state is not watched: each change of it would draw the whole conversation again, in the keystroke that sends.
 */
export function useSendMessage(profileId: string) {
  const queryClient = useQueryClient();
  const sendMessage = useUnobservedMutation(sendMessageMutation());
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [limitReached, setLimitReached] = useState(false);
  const mark = (clientId: string, failed: boolean) =>
    setOutgoing((list) => list.map((message) => (message.clientId === clientId ? { ...message, failed } : message)));

  const deliver = async ({ clientId, text }: OutgoingMessage) => {
    mark(clientId, false);
    try {
      const message = await sendMessage({ path: { profileId }, body: { text, clientId } });
      addMessage(queryClient, profileId, message);
      setOutgoing((list) => list.filter((item) => item.clientId !== clientId));
      void refreshConversations(queryClient);
      void refreshEntitlements(queryClient);
    } catch (error) {
      mark(clientId, true);
      if (isApiError(error, 'MESSAGE_LIMIT_REACHED')) {
        setLimitReached(true);
        void refreshEntitlements(queryClient);
      } else if (isApiError(error, 'CONVERSATION_CLOSED')) {
        void queryClient.invalidateQueries({ queryKey: messagesQueryKey(profileId) });
      }
    }
  };

  return {
    /** The user's messages not stored yet, oldest first. */
    outgoing,
    /** The server refused a send for today's limit (entitlements may not say so yet). */
    limitReached,
    send: (text: string) => {
      const message: OutgoingMessage = {
        clientId: crypto.randomUUID(),
        text,
        sentAt: new Date().toISOString(),
        failed: false,
      };
      setOutgoing((list) => [...list, message]);
      void deliver(message);
    },
    retry: (clientId: string) => {
      const message = outgoing.find((item) => item.clientId === clientId);
      if (message) void deliver(message);
    },
  };
}
