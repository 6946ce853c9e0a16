import type { PushSettings } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import {
  type DevicePush,
  PushUnavailable,
  usePushSettings,
  useDevicePush,
  useUpdatePushSettings,
} from '@wishlist/shared-data/push';
import { Switch, toast } from '@wishlist/ui';
import { Section, SectionText } from './Section.tsx';

/** Why this device cannot have notifications, and what to do about it. */
const cannot: Partial<Record<DevicePush, string>> = {
  unsupported: "This browser can't show notifications from Wishlist.",
  'home-screen':
    'On iPhone and iPad, notifications need Wishlist on your Home Screen first: tap Share, then “Add to Home Screen”, and open Wishlist from there.',
  blocked: "Notifications are blocked for Wishlist in this browser. Allow them in the browser's site settings.",
};

/** What each setting does, in the order shown. */
const settings: { key: keyof PushSettings; label: string; description: string }[] = [
  { key: 'messages', label: 'Messages', description: 'When a match writes to you.' },
  { key: 'matches', label: 'Matches', description: 'When someone you like likes you back.' },
  { key: 'likes', label: 'Likes', description: 'When someone likes you (on plans that show who).' },
  { key: 'reminders', label: 'Reminders', description: "When it's been your turn to reply for a day." },
  { key: 'previews', label: 'Message previews', description: "Show a message's text in its notification." },
  {
    key: 'emailDigest',
    label: 'E-mail digest',
    description: 'At most once a day, about messages unread for 12 hours that no notification told you of.',
  },
];

/** The own profile's Notifications: this device on or off, and what the person is told of (README: "Notifications"). */
export function NotificationsSection() {
  return (
    <Section title="Notifications">
      <ThisDevice />
      <Settings />
    </Section>
  );
}

function ThisDevice() {
  const { state, turnOn, turnOff } = useDevicePush();
  if (state.isPending) return <SectionText role="status">Checking this device...</SectionText>;
  const now = state.data ?? 'unsupported';
  const reason = cannot[now];
  if (reason) return <SectionText>{reason}</SectionText>;
  const failed = (error: Error) =>
    toast({
      title: 'Could not change notifications',
      description: error instanceof PushUnavailable ? error.message : (apiMessage(error) ?? 'Please try again.'),
      variant: 'destructive',
    });
  return (
    <Switch
      label="On this device"
      description="Matches and messages reach you even when Wishlist is closed."
      checked={now === 'on'}
      disabled={turnOn.isPending || turnOff.isPending}
      onChange={(on) =>
        on ? turnOn.mutate(undefined, { onError: failed }) : turnOff.mutate(undefined, { onError: failed })
      }
    />
  );
}

function Settings() {
  const current = usePushSettings();
  const update = useUpdatePushSettings();
  if (current.isPending) return <SectionText role="status">Loading your notification settings...</SectionText>;
  if (current.isError)
    return (
      <SectionText role="alert">
        {apiMessage(current.error) ?? "We couldn't load your notification settings."}
      </SectionText>
    );
  return settings.map(({ key, label, description }) => (
    <Switch
      key={key}
      label={label}
      description={description}
      checked={current.data[key]}
      disabled={update.isPending}
      onChange={(on) =>
        update.mutate(
          { body: { [key]: on } },
          {
            onError: (error) =>
              toast({
                title: 'Could not save',
                description: apiMessage(error) ?? 'Please try again.',
                variant: 'destructive',
              }),
          },
        )
      }
    />
  ));
}
