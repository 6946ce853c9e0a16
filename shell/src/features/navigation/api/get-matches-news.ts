import { useQuery } from '@tanstack/react-query';
import { unreadTotalOptions } from '@wishlist/shared-data/conversations';

/**
 * What the Matches badge counts: the messages to the user not read yet, over all conversations, and the matches
 * not opened yet. The event stream, reading and opening a conversation refresh them (@wishlist/shared-data/conversations).
 */
export function useMatchesNews(signedIn: boolean): { unread: number; newMatches: number } {
  const { data } = useQuery({ ...unreadTotalOptions(), enabled: signedIn });
  return { unread: data?.unreadTotal ?? 0, newMatches: data?.newMatchTotal ?? 0 };
}
