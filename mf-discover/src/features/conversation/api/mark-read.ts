import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConversationReadMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { refreshConversations } from '@wishlist/shared-data/conversations';
import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const pageVisible = () => document.visibilityState === 'visible';

/**
 * POST /api/conversations/{profileId}/read: the newest message from the other person on screen is read, and every
 * one before it. Sent once per newest message while the page is visible (a message that arrives in a hidden tab is
 * read when the user comes back); then the unread counts are read again.
 */
export function useMarkRead(profileId: string, newestFromThem: string | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    ...markConversationReadMutation(),
    onSuccess: () => void refreshConversations(queryClient),
  });
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newestFromThem || !visible || marked.current === newestFromThem) return;
    marked.current = newestFromThem;
    mutate({ path: { profileId }, body: { messageId: newestFromThem } });
  }, [profileId, newestFromThem, visible, mutate]);
}
