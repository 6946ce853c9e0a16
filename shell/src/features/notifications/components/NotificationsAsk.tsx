import { answerPrompt, PushUnavailable, useDevicePush } from '@wishlist/shared-data/push';
import { toast } from '@wishlist/ui';
import { NotificationsPrompt } from './NotificationsPrompt.tsx';
import { formatMessage } from '../../../i18n.ts';

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
                ? {
                    title: formatMessage('notifications.on.title'),
                    description: formatMessage('notifications.on.description'),
                  }
                : {
                    title: formatMessage('notifications.blocked.title'),
                    description: formatMessage('notifications.blocked.description'),
                    variant: 'destructive',
                  },
            ),
          onError: (error) =>
            toast({
              title: formatMessage('notifications.failed.title'),
              description:
                error instanceof PushUnavailable ? error.message : formatMessage('notifications.failed.description'),
              variant: 'destructive',
            }),
        });
      }}
    />
  );
}
