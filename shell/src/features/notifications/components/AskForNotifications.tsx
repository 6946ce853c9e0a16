import { type ServerEvent, useServerEvents } from '@wishlist/mf-shared/event-stream';
import { answerPrompt, PushUnavailable, promptWasAnswered, useDevicePush } from '@wishlist/mf-shared/push';
import { toast } from '@wishlist/ui';
import { useState } from 'react';
import { NotificationsPrompt } from './NotificationsPrompt.tsx';

/** The moments it makes sense to ask (README: "Notifications"): a match, or a message either way. */
const isAMoment = (event: ServerEvent) => event.type === 'match' || event.type === 'message';

/**
 * Asks for notifications after a first match or message, never at load: the in-app prompt, and on Turn on the
 * browser's own. Asked once per device; the profile's Notifications section turns them on or off later.
 */
export function AskForNotifications() {
  const [open, setOpen] = useState(false);
  const { state, turnOn } = useDevicePush();
  useServerEvents((event) => {
    if (isAMoment(event) && state.data === 'off' && !promptWasAnswered()) setOpen(true);
  });
  if (!open) return null;
  return (
    <NotificationsPrompt
      onNotNow={() => {
        answerPrompt('not-now');
        setOpen(false);
      }}
      onTurnOn={() => {
        answerPrompt('turned-on');
        setOpen(false);
        turnOn.mutate(undefined, {
          onSuccess: (now) =>
            toast(
              now === 'on'
                ? { title: 'Notifications are on', description: "We'll tell you about new matches and messages." }
                : {
                    title: 'Notifications are blocked',
                    description: "Allow them for Wishlist in your browser's settings.",
                    variant: 'destructive',
                  },
            ),
          onError: (error) =>
            toast({
              title: 'Could not turn on notifications',
              description: error instanceof PushUnavailable ? error.message : 'Please try again from your profile.',
              variant: 'destructive',
            }),
        });
      }}
    />
  );
}
