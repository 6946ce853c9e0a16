import { MatchMoment } from '@wishlist/domain-ui/match-moment';
import { LiveUpdates } from '../../features/messaging/components/LiveUpdates.tsx';
import { AskForNotifications } from '../../features/notifications/components/AskForNotifications.tsx';
import { WarningNotice } from '../../features/warnings/components/WarningNotice.tsx';

/**
 * What every signed-in screen carries that is not on screen at first: the event stream (LiveUpdates), the match
 * moment (MatchMoment), a moderator's warning not yet acknowledged (WarningNotice) and, after a first match or
 * message, the ask for notifications (AskForNotifications). Its own chunk, loaded once the page is idle.
 */
export default function SignedInExtras() {
  return (
    <>
      <LiveUpdates />
      <MatchMoment />
      <WarningNotice />
      <AskForNotifications />
    </>
  );
}
