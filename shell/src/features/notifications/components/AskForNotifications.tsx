import { useServerEvents } from '@wishlist/app-runtime/event-stream';
import { useMatchMomentClosed } from '@wishlist/domain-ui/match-moment';
import { promptWasAnswered } from '@wishlist/shared-data/push';
import { lazy, Suspense, useState } from 'react';

// Most visits never ask: the ask and the push module's device state load only when a moment comes.
const NotificationsAsk = lazy(() => import('./NotificationsAsk.tsx'));

/**
 * Asks for notifications after a first match or message, never at load. Asked once per device; the profile's
 * Notifications section turns them on or off later.
 */
export function AskForNotifications() {
  const [asking, setAsking] = useState(false);
  // The moments it makes sense to ask (README: "Notifications"): a message either way, or a match once its moment
  // ("It's a match!") is closed, so the ask never covers it.
  const ask = () => {
    if (!promptWasAnswered()) setAsking(true);
  };
  useServerEvents((event) => {
    if (event.type === 'message') ask();
  });
  useMatchMomentClosed(ask);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsAsk onDone={() => setAsking(false)} />
    </Suspense>
  );
}
