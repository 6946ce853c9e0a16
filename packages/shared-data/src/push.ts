// Web Push on this device (README: "Notifications"): whether it can have notifications, turning them on and off,
// and whether the app has asked already. The prompt after a first match or message (the shell) and the profile's
// Notifications section (mf-account) both use it, so the steps and their order live here once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPushSubscription, getPushConfig, removePushSubscription } from '@wishlist/contract/client';
import {
  getPushSettingsOptions,
  getPushSettingsQueryKey,
  updatePushSettingsMutation,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * What this device can do: `unsupported` (no service worker or Push API), `home-screen` (iPhone and iPad: only an
 * app added to the Home Screen may have notifications), `blocked` (the person said no in the browser's prompt or
 * settings; only the browser's settings undo it), `off` or `on` (subscribed).
 */
export type DevicePush = 'unsupported' | 'home-screen' | 'blocked' | 'off' | 'on';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone;
const hasPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePush(): Promise<DevicePush> {
  if (!hasPush()) return isAppleMobile() && !isStandalone() ? 'home-screen' : 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** Why turning notifications on failed, in words a person can act on. */
export class PushUnavailable extends Error {}

/**
 * Asks the browser (its own prompt, which needs the tap that called this), subscribes with the server's key and
 * hands the subscription to the server. Answers the new state: `blocked` when the person said no.
 */
export async function turnOnPush(): Promise<DevicePush> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const registration = await navigator.serviceWorker.ready;
  const { data: config } = await getPushConfig({ throwOnError: true });
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: config.vapidPublicKey,
      }));
  } catch {
    // Private windows and some browsers refuse push even with permission.
    throw new PushUnavailable('This browser could not turn on notifications. Try again outside a private window.');
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushUnavailable('This browser gave no push address.');
  await addPushSubscription({
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    throwOnError: true,
  });
  return 'on';
}

/** Unsubscribes this device and tells the server to forget it (other devices keep theirs). */
export async function turnOffPush(): Promise<DevicePush> {
  const subscription = await currentSubscription();
  if (subscription) {
    await subscription.unsubscribe();
    await removePushSubscription({ query: { endpoint: subscription.endpoint }, throwOnError: true });
  }
  return 'off';
}

const DEVICE_PUSH_KEY = ['device-push'] as const;

/** This device's state, and turning it on or off (the query keeps the answer, so every screen sees the change). */
export function useDevicePush() {
  const queryClient = useQueryClient();
  // A fact of this browser: never asked by the server's render of a page (shell/src/app/prerender.tsx), only here.
  const state = useQuery({
    queryKey: DEVICE_PUSH_KEY,
    queryFn: devicePush,
    staleTime: Infinity,
    enabled: typeof window !== 'undefined',
  });
  const onSuccess = (next: DevicePush) => queryClient.setQueryData(DEVICE_PUSH_KEY, next);
  const turnOn = useMutation({ mutationFn: turnOnPush, onSuccess });
  const turnOff = useMutation({ mutationFn: turnOffPush, onSuccess });
  return { state, turnOn, turnOff };
}

export const devicePushQueryKey = DEVICE_PUSH_KEY;

/** What the person is told of, on every device and by e-mail (GET and PATCH /api/push/settings). */
export function usePushSettings() {
  return useQuery(getPushSettingsOptions());
}

export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updatePushSettingsMutation(),
    onSuccess: (settings) => queryClient.setQueryData(getPushSettingsQueryKey(), settings),
  });
}

const PROMPT_KEY = 'wishlist-notifications-prompt';

/** The in-app prompt is shown once per device: after Turn on or Not now it does not come back (the profile has it). */
export const promptWasAnswered = () => localStorage.getItem(PROMPT_KEY) !== null;
export const answerPrompt = (answer: 'turned-on' | 'not-now') => localStorage.setItem(PROMPT_KEY, answer);
