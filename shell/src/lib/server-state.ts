// A page the edge rendered for its visitor (src/app/prerender.tsx, renderForUser) carries the answers it was
// rendered from: the app starts from them, so its first render is the page on screen, and it asks the API again
// only for what changes after.
import { type DehydratedState, type QueryClient, hydrate } from '@tanstack/react-query';
import { getSessionUser } from '@wishlist/mf-shared/session';
import { SERVER_STATE_ID } from './page-html.ts';

interface ServerState {
  userId: string;
  queries: DehydratedState;
}

function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}

/**
 * Decides whether the app hydrates the screen the page shows (#root[data-prerendered]) or renders afresh over it.
 * A guest page is kept for a guest. A page rendered for a user is kept for that same user, and its answers go into
 * the query cache. Anyone else (signed in on a guest page, a session cookie without a stored user, another user)
 * gets the app rendered afresh, which shows them what it would show them anywhere.
 */
export function adoptPrerenderedScreen(queryClient: QueryClient): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  const state = readServerState();
  const user = getSessionUser();
  if (state && state.userId === user?.id) hydrate(queryClient, state.queries);
  else if (state || user) root.removeAttribute('data-prerendered');
}
