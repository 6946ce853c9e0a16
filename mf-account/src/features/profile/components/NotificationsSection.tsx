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
import { type AccountMessageId, useIntl } from '../../../i18n.ts';

/** Why this device cannot have notifications, and what to do about it. */
const cannot: Partial<Record<DevicePush, AccountMessageId>> = {
  unsupported: 'profile.notifications.unsupported',
  'home-screen': 'profile.notifications.homeScreen',
  blocked: 'profile.notifications.blocked',
};

/** What each setting does, in the order shown. */
const settings: { key: keyof PushSettings; label: AccountMessageId; description: AccountMessageId }[] = [
  { key: 'messages', label: 'profile.notifications.messages', description: 'profile.notifications.messagesText' },
  { key: 'matches', label: 'profile.notifications.matches', description: 'profile.notifications.matchesText' },
  { key: 'likes', label: 'profile.notifications.likes', description: 'profile.notifications.likesText' },
  { key: 'reminders', label: 'profile.notifications.reminders', description: 'profile.notifications.remindersText' },
  { key: 'previews', label: 'profile.notifications.previews', description: 'profile.notifications.previewsText' },
  {
    key: 'emailDigest',
    label: 'profile.notifications.emailDigest',
    description: 'profile.notifications.emailDigestText',
  },
];

/** The own profile's Notifications: this device on or off, and what the person is told of (README: "Notifications"). */
export function NotificationsSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'profile.notifications.title' })}>
      <ThisDevice />
      <Settings />
    </Section>
  );
}

function ThisDevice() {
  const { state, turnOn, turnOff } = useDevicePush();
  const intl = useIntl();
  if (state.isPending)
    return <SectionText role="status">{intl.formatMessage({ id: 'profile.notifications.checking' })}</SectionText>;
  const now = state.data ?? 'unsupported';
  const reason = cannot[now];
  if (reason) return <SectionText>{intl.formatMessage({ id: reason })}</SectionText>;
  const failed = (error: Error) =>
    toast({
      title: intl.formatMessage({ id: 'profile.notifications.deviceFailed' }),
      description:
        error instanceof PushUnavailable
          ? error.message
          : (apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' })),
      variant: 'destructive',
    });
  return (
    <Switch
      label={intl.formatMessage({ id: 'profile.notifications.device' })}
      description={intl.formatMessage({ id: 'profile.notifications.deviceText' })}
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
  const intl = useIntl();
  if (current.isPending)
    return <SectionText role="status">{intl.formatMessage({ id: 'profile.notifications.loading' })}</SectionText>;
  if (current.isError)
    return (
      <SectionText role="alert">
        {apiMessage(current.error) ?? intl.formatMessage({ id: 'profile.notifications.loadFailed' })}
      </SectionText>
    );
  return settings.map(({ key, label, description }) => (
    <Switch
      key={key}
      label={intl.formatMessage({ id: label })}
      description={intl.formatMessage({ id: description })}
      checked={current.data[key]}
      disabled={update.isPending}
      onChange={(on) =>
        update.mutate(
          { body: { [key]: on } },
          {
            onError: (error) =>
              toast({
                title: intl.formatMessage({ id: 'profile.notifications.saveFailed' }),
                description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  ));
}
