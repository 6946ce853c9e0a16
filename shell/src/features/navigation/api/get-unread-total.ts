import { useQuery } from '@tanstack/react-query';
import { unreadTotalOptions } from '@wishlist/mf-shared/conversations';

/**
 * How many messages to the user are unread over all conversations, for the Matches badge. The event stream and
 * reading a conversation refresh it (@wishlist/mf-shared/conversations).
 */
export function useUnreadTotal(signedIn: boolean): number {
  const { data } = useQuery({ ...unreadTotalOptions(), enabled: signedIn });
  return data?.unreadTotal ?? 0;
}
