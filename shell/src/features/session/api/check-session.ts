import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { getSessionUser, setSessionUser } from '@wishlist/app-runtime/session';

/**
 * At start-up, asks the server (GET /api/auth/me) whether the stored user's session is still alive: an answer
 * refreshes the stored user. A 401 means it ended (expired, signed out elsewhere, banned, suspended): the API client
 * signs the person out and the shell says why (`sessionEnded`), as for any call. Offline or on any other failure the
 * stored user is kept, so the app still starts. Nothing changes if someone signed in or out while the call was
 * under way.
 */
export async function checkStoredSession(queryClient: QueryClient): Promise<void> {
  const stored = getSessionUser();
  if (!stored) return;
  try {
    const { user } = await queryClient.fetchQuery(getCurrentUserOptions());
    if (getSessionUser()?.id === stored.id) setSessionUser(user);
  } catch {
    // Kept: the 401 was handled where every call's is.
  }
}
