import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { isApiError } from '@wishlist/mf-shared/api-client';
import { getSessionUser, setSessionUser } from '@wishlist/mf-shared/session';

/**
 * At start-up, asks the server (GET /api/auth/me) whether the stored user's session is still alive: a 401 means it
 * ended (expired, or signed out elsewhere), so the stored user is removed and the guards send the visitor to `/`;
 * an answer refreshes the stored user. Offline or on any other failure the stored user is kept, so the app still
 * starts. Nothing changes if someone signed in or out while the call was under way.
 */
export async function checkStoredSession(queryClient: QueryClient): Promise<void> {
  const stored = getSessionUser();
  if (!stored) return;
  try {
    const { user } = await queryClient.fetchQuery(getCurrentUserOptions());
    if (getSessionUser()?.id === stored.id) setSessionUser(user);
  } catch (error) {
    if (isApiError(error) && error.status === 401 && getSessionUser()?.id === stored.id) setSessionUser(null);
  }
}
