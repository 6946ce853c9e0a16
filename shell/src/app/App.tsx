import { AppProviders } from '@wishlist/app-runtime/app-root';
import { MessagesProvider } from '@wishlist/app-runtime/i18n';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { shellCatalogue } from '../i18n.ts';
import { checkStoredSession } from '../features/session/api/check-session.ts';
import { AfterStart, afterStart } from '../lib/after-start.tsx';
import { adoptPrerenderedScreen } from '../lib/server-state.ts';
import { useNotificationTaps } from '../lib/service-worker/notification-taps.ts';
import { AppRoutes } from './AppRoutes.tsx';

// One QueryClient for the page: the remotes share it (TanStack Query is a federated singleton).
const queryClient = createQueryClient();
adoptPrerenderedScreen(queryClient);
// A changed user re-renders every screen: the check waits for the page's first idle moment (a page the edge rendered
// for its visitor was rendered from a live session).
void afterStart().then(() => checkStoredSession(queryClient));

export function App() {
  return (
    <MessagesProvider catalogue={shellCatalogue}>
      <AppProviders queryClient={queryClient}>
        {/* A tapped notification's message waits for its listener (startMessages), so it can start late. */}
        <AfterStart>
          <NotificationTaps />
        </AfterStart>
        <AppRoutes />
      </AppProviders>
    </MessagesProvider>
  );
}

function NotificationTaps() {
  useNotificationTaps();
  return null;
}
