import { useQuery } from '@tanstack/react-query';
import { getDemoMailboxOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';

/** New mails show up while the mailbox is open (a code arrives a moment after Send Verification Code). */
const REFRESH_MS = 3000;

/** GET /api/demo/mailbox: the mails of demo mode (no mail server), newest first; 404 when mail is really sent. */
export function useDemoMailbox() {
  return useQuery({
    ...getDemoMailboxOptions(),
    // A deployment that sends real mail has no mailbox: asking again would not change that.
    refetchInterval: (query) => (isNoMailbox(query.state.error) ? false : REFRESH_MS),
    retry: (count, error) => !isNoMailbox(error) && count < 2,
  });
}

/** Whether this deployment runs demo mode, where mails go to the mailbox page instead (false until known). */
export function useIsDemoMode() {
  const { data } = useQuery({ ...getDemoMailboxOptions(), retry: false, staleTime: Infinity, select: () => true });
  return data === true;
}

/** The answer of a deployment that sends real mail: it has no mailbox. */
export const isNoMailbox = (error: unknown) => isApiError(error) && error.status === 404;
