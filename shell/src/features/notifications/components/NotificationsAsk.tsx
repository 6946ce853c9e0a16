import { answerPrompt, PushUnavailable, useDevicePush } from '@wishlist/shared-data/push';
import { toast } from '@wishlist/ui';
import { NotificationsPrompt } from './NotificationsPrompt.tsx';

/**
 * The ask itself, loaded only when a moment came (AskForNotifications): the in-app prompt while this device's
 * notifications are off, and on Turn on the browser's own.
 */
export default function NotificationsAsk({ onDone }: { onDone: () => void }) {
  const { state, turnOn } = useDevicePush();
  if (state.data !== 'off') return null;
  return (
    <NotificationsPrompt
      onNotNow={() => {
        answerPrompt('not-now');
        onDone();
      }}
      onTurnOn={() => {
        answerPrompt('turned-on');
        onDone();
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
