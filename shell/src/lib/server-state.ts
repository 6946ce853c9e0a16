// A page the edge rendered for its visitor (src/app/prerender.tsx, renderForUser, renderForGuest) carries the
// answers it was rendered from: the app starts from them, so its first render is the page on screen, and it asks the
// API again only for what changes after.
import { type DehydratedState, type QueryClient, hydrate } from '@tanstack/react-query';
import type { User, UserResponse } from '@wishlist/contract/client/types.gen.ts';
import { getSessionUser, setSessionUser } from '@wishlist/app-runtime/session';
import { SERVER_STATE_ID } from './page-html.ts';

interface ServerState {
  /** Whom it was rendered for; null: a guest. */
  userId: string | null;
  queries: DehydratedState;
}

function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}

/**
 * Decides whether the app hydrates the screen the page shows (#root[data-prerendered]) or renders afresh over it.
 * A guest page is kept for a guest, and the answers of one the edge rendered go into the query cache. A page
 * rendered for a user is kept for that same user, whose stored copy becomes the page's `/api/auth/me` answer (a name
 * changed since it was stored shows as rendered), and its answers go into the query cache. With no user stored (they signed in by a form the edge answered, before the app had started), the
 * user the edge sent the page to, whose session cookie it read, becomes the stored one (spec §4), whether or not
 * their screen could be rendered. Anyone else (signed in on a guest page, another user) gets the app rendered
 * afresh, which shows them what it would show them anywhere.
 */
export function adoptPrerenderedScreen(queryClient: QueryClient): void {
  const state = readServerState();
  const stored = getSessionUser();
  // The page's user is fresher than the one stored (a name changed since): the render showed it, hydration must too.
  const user = !stored || stored.id === state?.userId ? (adoptUser(state) ?? stored) : stored;
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  if (state && state.userId === (user?.id ?? null)) hydrate(queryClient, state.queries);
  else if (state || user) root.removeAttribute('data-prerendered');
}

/** Stores the user the page was sent to, GET /api/auth/me's answer among those it carries (null: it has none). */
function adoptUser(state: ServerState | null): User | null {
  const me = state?.queries.queries.find(
    (query) => (query.queryKey[0] as { _id?: string } | undefined)?._id === 'getCurrentUser',
  );
  const user = (me?.state.data as UserResponse | undefined)?.user;
  if (!user || user.id !== state?.userId) return null;
  setSessionUser(user);
  return user;
}
