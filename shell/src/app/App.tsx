import { AppProviders } from '@wishlist/mf-shared/app-root';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { checkStoredSession } from '../features/session/api/check-session.ts';
import { adoptPrerenderedScreen } from '../lib/server-state.ts';
import { useNotificationTaps } from '../lib/service-worker/notification-taps.ts';
import { AppRoutes } from './AppRoutes.tsx';

// One QueryClient for the page: the remotes share it (TanStack Query is a federated singleton).
const queryClient = createQueryClient();
adoptPrerenderedScreen(queryClient);
void checkStoredSession(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <NotificationTaps />
      <AppRoutes />
    </AppProviders>
  );
}

function NotificationTaps() {
  useNotificationTaps();
  return null;
}
